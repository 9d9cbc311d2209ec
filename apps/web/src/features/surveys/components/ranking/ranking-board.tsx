import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RankingProduct, RankingStatement } from '@portal/shared/surveys';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  answerOf,
  canConfirm,
  poolOf,
  type RankingMode,
  type RankingValue,
  type RankingWarning,
  rankingWarnings,
  toggleRanked,
} from '../../rules/ranking';
import { LazyConfirmModal } from '../lazy-confirm-modal';
import { DragRankingList } from './drag-ranking-list';
import { PoolRankingLists } from './pool-ranking-lists';
import { RankingActionBar } from './ranking-action-bar';
import { TapRankingList } from './tap-ranking-list';

export interface RankingBoardProps {
  product: RankingProduct;
  statements: RankingStatement[];
  mode: RankingMode;
  value: RankingValue;
  onChange: (value: RankingValue) => void;
  /** The statement ids, top first, once every confirmation is given. */
  onConfirm: (statementIds: number[]) => void;
  /** The section's place in the questionnaire, shown in the bar that stays in view. */
  section?: { number: number; total: number };
  saving?: boolean;
}

const HINTS: Record<RankingMode, string> = {
  drag: 'ranking.drag_hint',
  pool: 'ranking.pool_hint',
  tap: 'ranking.tap_hint',
};

/**
 * A ranking section (platform spec §2 and §4): a pre-numbered list to reorder (E.Q. on a wide
 * screen), a pool to drag from (values and behaviours on a wide screen) or tap-to-rank, then the
 * confirmations before it is sent, one dialog per reason (issue 9).
 */
export function RankingBoard({
  product,
  statements,
  mode,
  value,
  onChange,
  onConfirm,
  section,
  saving = false,
}: RankingBoardProps) {
  const { t } = useTranslation('surveys');
  const [warnings, setWarnings] = useState<RankingWarning[]>([]);
  const [tapNews, setTapNews] = useState('');
  const ids = useMemo(() => statements.map((s) => s.id), [statements]);
  const texts = useMemo(() => new Map(statements.map((s) => [s.id, s.statement])), [statements]);
  const textOf = useCallback((id: number) => texts.get(id) ?? '', [texts]);
  const total = statements.length;
  const allowed = canConfirm(mode, value, total);

  const toggle = (id: number) => {
    const ranked = toggleRanked(value.ranked, id);
    const rank = ranked.indexOf(id) + 1;
    setTapNews(
      rank > 0
        ? t('ranking.announce.ranked', { statement: textOf(id), position: rank, total })
        : t('ranking.announce.unranked', { statement: textOf(id) }),
    );
    onChange({ ...value, ranked });
  };

  const confirm = () => {
    const found = rankingWarnings({ product, mode, value, initialOrder: ids });
    if (found.length) setWarnings(found);
    else onConfirm(answerOf(mode, value));
  };
  const warning = warnings[0];

  return (
    <Stack gap="md">
      <Text c="navy.7" fz="sm">
        {t(HINTS[mode])}
      </Text>
      {mode === 'drag' && (
        <DragRankingList
          order={value.order}
          textOf={textOf}
          onChange={(order) => onChange({ ...value, order })}
          label={t('ranking.list_label')}
        />
      )}
      {mode === 'pool' && (
        <PoolRankingLists
          pool={poolOf(ids, value.ranked)}
          ranked={value.ranked}
          textOf={textOf}
          onChange={(ranked) => onChange({ ...value, ranked })}
          label={t('ranking.list_label')}
        />
      )}
      {mode === 'tap' && (
        <>
          <TapRankingList
            ids={ids}
            ranked={value.ranked}
            textOf={textOf}
            onToggle={toggle}
            label={t('ranking.list_label')}
          />
          <VisuallyHidden role="status" aria-live="polite">
            {tapNews}
          </VisuallyHidden>
        </>
      )}
      <RankingActionBar
        section={section}
        ranked={mode === 'drag' ? value.order.length : value.ranked.length}
        total={total}
        onClear={mode === 'drag' ? undefined : () => onChange({ ...value, ranked: [] })}
        onConfirm={confirm}
        confirmAllowed={allowed}
        saving={saving}
      />
      <LazyConfirmModal
        opened={warning !== undefined}
        question={
          warning?.type === 'eq_fewer'
            ? t('ranking.confirm_eq_fewer', { ranked: warning.count })
            : t('ranking.confirm_unchanged')
        }
        onCancel={() => setWarnings([])}
        onConfirm={() => {
          // One reason per dialog: the next one, if any, asks in turn.
          const rest = warnings.slice(1);
          setWarnings(rest);
          if (!rest.length) onConfirm(answerOf(mode, value));
        }}
      />
    </Stack>
  );
}
