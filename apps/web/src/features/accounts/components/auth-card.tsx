import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PaleCard } from '../../../components/pale-card';
import { useTranslation } from '../../../lib/i18n';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';

export type AuthTab = 'register' | 'login';

interface AuthCardProps {
  defaultTab?: AuthTab;
  /** Controlled use: a welcome text's link switches to sign in (platform spec §2, survey welcome). */
  tab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  softTouch?: boolean;
  /** After sign-in or registration (platform spec §4: "announce completion"). */
  onSignedIn?: () => void;
}

/** platform spec §2: the tabbed Register / Sign in card. */
export function AuthCard({
  defaultTab = 'register',
  tab,
  onTabChange,
  softTouch = false,
  onSignedIn,
}: AuthCardProps) {
  const { t } = useTranslation('accounts');
  const [ownTab, setOwnTab] = useState<AuthTab>(defaultTab);
  const active = tab ?? ownTab;
  const change = (value: string | null) => {
    const next: AuthTab = value === 'login' ? 'login' : 'register';
    setOwnTab(next);
    onTabChange?.(next);
  };
  return (
    <PaleCard>
      <Tabs value={active} onChange={change} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="register" fz="md" fw={600}>
            {t('tabs.register')}
          </Tabs.Tab>
          <Tabs.Tab value="login" fz="md" fw={600}>
            {t('tabs.login')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register">
          <RegistrationForm softTouch={softTouch} onRegistered={onSignedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="login">
          <LoginForm onSignedIn={onSignedIn} />
        </Tabs.Panel>
      </Tabs>
    </PaleCard>
  );
}
