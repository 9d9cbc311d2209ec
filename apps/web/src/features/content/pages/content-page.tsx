import { Alert, Container, Loader, Title } from '@mantine/core';
import { DbText } from '../../../components/db-text';
import { SafeHtml } from '../../../components/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useContentPage } from '../api/get-content-page';

/** The footer's terms and privacy pages (platform spec §2): public content pages 101 and 102. */
export function ContentPage({ pageId }: { pageId: number }) {
  const { t } = useTranslation('content');
  const page = useContentPage(pageId);
  usePageTitle(page.data?.title);
  return (
    <Container size="md" py="xl" w="100%">
      {page.isPending && <Loader aria-label={t('loading')} />}
      {page.isError && <Alert color="red">{t('load_failed')}</Alert>}
      {page.data && (
        <article>
          <Title order={1} mb="lg">
            <DbText>{page.data.title}</DbText>
          </Title>
          <SafeHtml html={page.data.content} />
        </article>
      )}
    </Container>
  );
}
