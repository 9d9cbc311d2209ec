import { Grid, Loader, Stack, Title } from '@mantine/core';
import { BrandField } from '../../../components/brand-field';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PaleCard } from '../../../components/pale-card';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../api/get-me';
import { AvatarForm } from '../components/avatar-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { MyDataSection } from '../components/my-data-section';
import { ProfileForm } from '../components/profile-form';

/**
 * platform spec §2 "Account page": avatar form, change-password form, profile form and the
 * language switcher; issue 13: my data (download it, delete the account). The route guard sends
 * a visitor home (spec §6).
 */
export function AccountPage() {
  const { t } = useTranslation('accounts');
  const { user } = useCurrentUser();
  usePageTitle(t('account.title'));
  return (
    <BrandField>
      <Title order={1} c="white" mb="lg">
        {t('account.title')}
      </Title>
      {!user ? (
        <Loader color="white" aria-label={t('loading')} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PaleCard>
                <AvatarForm user={user} />
              </PaleCard>
              <PaleCard>
                <section aria-labelledby="language-title">
                  <Title order={2} id="language-title" fz="h3" mb="md">
                    {t('account.language_title')}
                  </Title>
                  <LanguageSwitcher id="account-language" labelledBy="language-title" wide />
                </section>
              </PaleCard>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <PaleCard>
                <ProfileForm user={user} />
              </PaleCard>
              <PaleCard>
                <ChangePasswordForm userId={user.id} />
              </PaleCard>
              <PaleCard>
                <MyDataSection />
              </PaleCard>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </BrandField>
  );
}
