import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { BeginBlock } from '../hooks/use-begin-course';
import { BlockedNotice } from './blocked-notice';

interface BeginActionsProps {
  begun: boolean;
  /** Shown in place of the button (platform spec §8: dates, partner package). */
  block: BeginBlock | null;
  pending: boolean;
  onStart: () => void;
}

/** platform spec §2 "iCoach welcome": the Start button, or Continue for a course begun here. */
export function BeginActions({ begun, block, pending, onStart }: BeginActionsProps) {
  const { t } = useTranslation('icoach');
  if (block) return <BlockedNotice message={block.message} needsPackage={block.needsPackage} />;
  return (
    <Group>
      <Button size="lg" onClick={onStart} loading={pending} miw={180}>
        {begun ? t('welcome.continue') : t('welcome.start')}
      </Button>
    </Group>
  );
}
