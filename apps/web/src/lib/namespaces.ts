/**
 * The namespaces of packages/shared/locales the browser uses; mail, messages and reports are the
 * server's. The build makes one module per language of them (build/locale-bundles.ts).
 */
export const NAMESPACES = [
  'common',
  'accounts',
  'content',
  'dashboard',
  'surveys',
  'payments',
  'krisk',
  'icoach',
  'team-survey',
  'admin',
  'validation',
  'errors',
] as const;
