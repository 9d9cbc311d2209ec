import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
// Only this key is bundled (Vite exports a JSON file's top-level keys by name): the page must
// read well even when it shows because the translation chunks themselves failed to load.
import { error_page as englishTexts } from '../../../../packages/shared/locales/en_GB/common.json';
import { useTranslation } from '../lib/i18n';

/** What the user sees when a page fails to render or its code fails to load (after a deploy). */
export function ErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('error_page.title', { defaultValue: englishTexts.title })}</Title>
        <Text>{t('error_page.text', { defaultValue: englishTexts.text })}</Text>
        <Button onClick={() => window.location.reload()}>
          {t('error_page.reload', { defaultValue: englishTexts.reload })}
        </Button>
      </Stack>
    </Container>
  );
}

/** The router's errorElement. */
export function RouteErrorPage() {
  return <ErrorFallback />;
}

/** The outermost guard, for a failure outside the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
