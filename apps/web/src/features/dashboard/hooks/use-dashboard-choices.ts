import { useCallback, useEffect, useState } from 'react';
import { useSessionUserId } from '../../../lib/session';
import { storage, userKey } from '../../../lib/storage';
import type { CardLayout } from '../components/dashboard-controls';
import type { SortOrder } from '../rules/dashboard-items';

/**
 * The dashboard's controls as the person last left them (issue 9): show completed, layout and
 * sort, kept in this browser under the signed-in user's id (`u12:dashboard`), so the next person
 * on a shared device starts from the defaults. `showCompleted` stays undefined until the person
 * sets it: the page then decides from what there is to show.
 */
export interface DashboardChoices {
  showCompleted?: boolean;
  layout: CardLayout;
  sort: SortOrder;
}

const DEFAULTS: DashboardChoices = { layout: 'grid', sort: 'desc' };

export const choicesKey = (userId: number) => userKey(userId, 'dashboard');

export function readChoices(userId: number | null): DashboardChoices {
  if (userId === null) return DEFAULTS;
  try {
    const raw = JSON.parse(storage.get(choicesKey(userId)) ?? '{}') as Record<string, unknown>;
    return {
      showCompleted: typeof raw.showCompleted === 'boolean' ? raw.showCompleted : undefined,
      layout: raw.layout === 'list' ? 'list' : 'grid',
      sort: raw.sort === 'asc' ? 'asc' : 'desc',
    };
  } catch {
    return DEFAULTS;
  }
}

export function useDashboardChoices() {
  const userId = useSessionUserId();
  const [choices, setChoices] = useState(() => readChoices(userId));
  // Another person signing in on this tab gets their own choices.
  useEffect(() => setChoices(readChoices(userId)), [userId]);

  const choose = useCallback(
    (change: Partial<DashboardChoices>) =>
      setChoices((current) => {
        const next = { ...current, ...change };
        if (userId !== null) storage.set(choicesKey(userId), JSON.stringify(next));
        return next;
      }),
    [userId],
  );
  return [choices, choose] as const;
}
