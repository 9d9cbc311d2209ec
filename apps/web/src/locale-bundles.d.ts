/** build/locale-bundles.ts: each language's messages by namespace, loaded on demand. */
declare module 'virtual:locale-bundles' {
  const loaders: Record<
    string,
    () => Promise<{ default: Record<string, Record<string, unknown>> }>
  >;
  export default loaders;
}
