import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { directionOf, getLocale, useLocale } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';
import { LazyNotifications } from './lazy-notifications';

/** Keeps Mantine's direction (menus, sliders, drawers) with the locale: Arabic is mirrored. */
function DirectionSync() {
  const locale = useLocale();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(getLocale())} detectDirection={false}>
      <DirectionSync />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        {/* Notices that outlive a page change (after a card payment, issue 9). */}
        <LazyNotifications position="top-center" zIndex={400} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
