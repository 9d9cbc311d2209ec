import { Badge, Button, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { TsReview } from '@portal/shared/team-survey-results';
import {
  IconArrowsSort,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconEye,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import type { ReportDownload } from '../../../lib/report-download';
import { usePhone } from '../hooks/use-phone';
import {
  ariaSort,
  DEFAULT_PERIOD_SORT,
  nextSort,
  type PeriodSort,
  type PeriodSortColumn,
  sortPeriods,
} from '../rules/period-sort';
import { formatPeriodScore } from '../rules/results-format';
import { formatDay } from '../rules/ts-dates';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';

interface PeriodsTableProps {
  periods: TsReview[];
  /** The period whose scores are open below, if any. */
  selectedId: number | null;
  onView: (reviewId: number) => void;
  /** 'View my score' for the ratee, 'View scores' for their manager. */
  viewLabel: string;
  report: ReportDownload;
  detailsId: string;
}

/**
 * team-survey spec §2: the review periods (columns review period and average score, both
 * sortable) with a download report button per row; §9: the score × 10 as a percent with one
 * decimal. Each row also opens the period's scores (the ratee's view-my-score). On a phone (§9:
 * under 767 px) a period's buttons take a row of their own under it.
 */
export function PeriodsTable(props: PeriodsTableProps) {
  const { periods } = props;
  const { t } = useTranslation('team-survey');
  const phone = usePhone();
  const [sort, setSort] = useState<PeriodSort>(DEFAULT_PERIOD_SORT);
  const header = (column: PeriodSortColumn, label: string) => {
    const state = ariaSort(sort, column);
    const Icon =
      state === 'ascending'
        ? IconChevronUp
        : state === 'descending'
          ? IconChevronDown
          : IconArrowsSort;
    return (
      <Table.Th scope="col" aria-sort={state}>
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => setSort(nextSort(sort, column))}
        >
          {label}
          <Icon size={16} aria-hidden="true" />
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="ts-results-periods"
      className={tsClasses.card}
    >
      <Title order={2} fz="h4" id="ts-results-periods">
        {t('results.periods_heading')}
      </Title>
      {periods.length === 0 ? (
        <Text>{t('results.no_periods')}</Text>
      ) : (
        <div className={tsClasses.tableWrap}>
          <Table verticalSpacing="sm" aria-labelledby="ts-results-periods">
            <Table.Thead>
              <Table.Tr>
                {header('period', t('results.period'))}
                {header('score', t('results.period_score'))}
                {!phone && (
                  <Table.Th scope="col" className={tsClasses.actionCell}>
                    {t('setup.actions')}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortPeriods(periods, sort).map((period) => (
                <PeriodRow key={period.id} {...props} period={period} phone={phone} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

function PeriodRow({
  period,
  phone,
  selectedId,
  ...actions
}: PeriodsTableProps & { period: TsReview; phone: boolean }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const cellId = `ts-period-${period.id}`;
  const selected = period.id === selectedId;
  const rowClass = [selected && classes.selectedRow, phone && classes.phoneDataRow]
    .filter(Boolean)
    .join(' ');
  const buttons = (
    <PeriodActions {...actions} period={period} selected={selected} cellId={cellId} />
  );
  return (
    <Fragment>
      <Table.Tr className={rowClass || undefined}>
        <Table.Th scope="row" id={cellId} fw={600}>
          {/* A date never breaks inside; the range may break at its dash. */}
          <span className={classes.nowrap}>{formatDay(period.timeCreated)}</span> –{' '}
          <span className={classes.nowrap}>{formatDay(period.timeExpiry)}</span>
          {period.isOpen && (
            <Badge
              variant="light"
              color="teal"
              ms="xs"
              styles={{ label: { color: 'var(--mantine-color-teal-9)' } }}
            >
              {t('results.in_progress')}
            </Badge>
          )}
        </Table.Th>
        <Table.Td>
          {period.score === null ? (
            <Text component="span" fz="sm" c="navy.8">
              {t('results.no_score')}
            </Text>
          ) : (
            formatPeriodScore(period.score, locale)
          )}
        </Table.Td>
        {!phone && <Table.Td className={tsClasses.actionCell}>{buttons}</Table.Td>}
      </Table.Tr>
      {phone && (
        <Table.Tr className={selected ? classes.selectedRow : undefined}>
          <Table.Td colSpan={2} pt={0}>
            {buttons}
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function PeriodActions({
  period,
  selected,
  cellId,
  onView,
  viewLabel,
  report,
  detailsId,
}: Pick<PeriodsTableProps, 'onView' | 'viewLabel' | 'report' | 'detailsId'> & {
  period: TsReview;
  selected: boolean;
  cellId: string;
}) {
  const { t } = useTranslation('team-survey');
  return (
    <div className={classes.rowActions}>
      <Button
        id={`${cellId}-view`}
        size="xs"
        variant={selected ? 'filled' : 'outline'}
        leftSection={<IconEye size={16} aria-hidden="true" />}
        aria-describedby={cellId}
        aria-expanded={selected}
        aria-controls={selected ? detailsId : undefined}
        onClick={() => onView(period.id)}
      >
        {viewLabel}
      </Button>
      <Button
        size="xs"
        variant="outline"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        aria-describedby={cellId}
        disabled={report.processing}
        onClick={() => report.download(period.id)}
      >
        {t('results.download')}
      </Button>
    </div>
  );
}
