import {
  Box,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useKriskPackages } from '../api/get-krisk-packages';
import { PackageCard } from '../components/package-card';
import classes from './krisk-page.module.css';

/**
 * /krisk, the partner risk-professional portal (platform spec §2): shown without the portal's
 * header, so the language switcher sits in the page; three package cards that stack on phones.
 */
export function KriskPage() {
  const { t } = useTranslation('krisk');
  const packages = useKriskPackages();
  usePageTitle(t('title'));
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Text fw={700} tt="uppercase" fz="sm" c="white" style={{ letterSpacing: '0.06em' }}>
                {t('overline')}
              </Text>
              <LanguageSwitcher id="krisk-language" />
            </Group>
            <Title order={1} c="white" fz={{ base: 'h2', sm: 40 }} maw={760}>
              {t('heading')}
            </Title>
            <Text c="white" fz={{ base: 'md', sm: 'lg' }} maw={760}>
              {t('intro')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container
        size="lg"
        px={{ base: 'sm', sm: 'md' }}
        w="100%"
        className={classes.packages}
        component="section"
        aria-label={t('packages_label')}
      >
        {packages.isError ? (
          <Box pt="xl">
            <FormAlert message={t('load_failed')} />
          </Box>
        ) : !packages.data ? (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {packages.data.map((pack) => (
              <PackageCard key={pack.key} pack={pack} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
