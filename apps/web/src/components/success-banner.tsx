import { Alert } from '@mantine/core';
import { LIMITS } from '@portal/shared/limits';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface SuccessBannerProps {
  message: string;
  /** Bump it on each success (0 shows nothing); every bump shows the banner for its full time. */
  trigger: number;
  durationMs?: number;
}

/** platform spec §9: the profile and password success banners vanish after 3000 ms. */
export function SuccessBanner({
  message,
  trigger,
  durationMs = LIMITS.successBannerMs,
}: SuccessBannerProps) {
  const [visibleFor, setVisibleFor] = useState(0);

  useEffect(() => {
    if (trigger === 0) return;
    setVisibleFor(trigger);
    const timer = window.setTimeout(() => setVisibleFor(0), durationMs);
    return () => window.clearTimeout(timer);
  }, [trigger, durationMs]);

  return (
    <div role="status" aria-live="polite">
      {visibleFor !== 0 && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          {message}
        </Alert>
      )}
    </div>
  );
}
