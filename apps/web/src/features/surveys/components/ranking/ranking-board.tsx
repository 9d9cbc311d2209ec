import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RankingProduct, RankingStatement } from '@portal/shared/surveys';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerOf,
  canConfirm,
  type RankingMode,
  type RankingValue,
  type RankingWarning,
  rankingWarnings,
  toggleRanked,
} from '../../rules/ranking';
import { LazyConfirmModal } from '../lazy-confirm-modal';
import { DragRankingList } from './drag-ranking-list';
import { TapRankingList } from './tap-ranking-list';

export interface RankingBoardProps {
  product: RankingProduct;
  statements: RankingStatement[];
  mode: RankingMode;
  value: RankingValue;
  onChange: (value: RankingValue) => void;
  /** The statement ids, top first, once every confirmation is given. */
  onConfirm: (statementIds: number[]) => void;
  saving?: boolean;
}

/**
 * A ranking section (platform spec §2 and §4): drag and drop or tap-to-rank, and the
 * confirmations before it is sent.
 */
export function RankingBoard({
  product,
  statements,
  mode,
  value,
  onChange,
  onConfirm,
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

  return (
    <Stack gap="md">
      <Text c="navy.7" fz="sm">
        {mode === 'drag' ? t('ranking.drag_hint') : t('ranking.tap_hint')}
      </Text>
      {mode === 'drag' ? (
        <DragRankingList
          order={value.order}
          textOf={textOf}
          onChange={(order) => onChange({ ...value, order })}
          label={t('ranking.list_label')}
        />
      ) : (
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
      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        {mode === 'tap' ? (
          <Group gap="sm">
            <Text fz="sm" fw={600} c="navy.8">
              {t('ranking.ranked_count', { ranked: value.ranked.length, total })}
            </Text>
            {value.ranked.length > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onChange({ ...value, ranked: [] })}
              >
                {t('ranking.clear')}
              </Button>
            )}
          </Group>
        ) : (
          <span />
        )}
        <Button size="md" onClick={confirm} disabled={!allowed} loading={saving}>
          {t('ranking.confirm')}
        </Button>
      </Group>
      <LazyConfirmModal
        opened={warnings.length > 0}
        question={t('ranking.confirm_question')}
        details={warnings.map((warning) => (
          <Text key={warning.type} c="navy.8">
            {warning.type === 'unchanged'
              ? t('ranking.unchanged')
              : t('ranking.eq_fewer', { ranked: warning.count })}
          </Text>
        ))}
        onCancel={() => setWarnings([])}
        onConfirm={() => {
          setWarnings([]);
          onConfirm(answerOf(mode, value));
        }}
      />
    </Stack>
  );
}
