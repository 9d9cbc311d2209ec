import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { type AdminSurveyListItem, SURVEY_SORTS } from '@portal/shared/admin-surveys';
import { LOCALE_BCP47 } from '@portal/shared/locales';
import { API_PRODUCTS } from '@portal/shared/survey-products';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useFilterParams } from '../hooks/use-filter-params';
import { useSurveyDates } from '../hooks/use-survey-dates';

/** The console's Surveys (issue 13): every survey of every product, searched and paged. */
export function AdminSurveysPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useAdminListParams({
    sortable: SURVEY_SORTS,
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  const [filters, setFilter] = useFilterParams(['product'] as const);
  // Titles come in the administrator's language: the locale is part of the key.
  const result = useQuery(
    adminListQueryOptions<AdminSurveyListItem>('surveys', '/admin/surveys', list.query, {
      ...filters,
      locale,
    }),
  );
  const dates = useSurveyDates();

  const columns: AdminColumn<AdminSurveyListItem>[] = [
    {
      id: 'title',
      header: t('survey_admin.columns.title'),
      sortable: true,
      cell: (s) => (
        <Anchor component={Link} to={paths.adminSurvey.href(s.id)} fz="sm" c="blue.9" dir="auto">
          {s.title}
        </Anchor>
      ),
    },
    {
      id: 'product',
      header: t('survey_admin.columns.product'),
      sortable: true,
      cell: (s) => t(`survey_admin.products.${s.product}`),
    },
    {
      id: 'validFrom',
      header: t('survey_admin.columns.dates'),
      sortable: true,
      cell: (s) => <Text fz="sm">{dates(s.validFrom, s.validTo)}</Text>,
    },
    {
      id: 'price',
      header: t('survey_admin.columns.price'),
      sortable: true,
      numeric: true,
      cell: (s) =>
        s.pricePence === 0 ? t('survey_admin.free') : formatPence(s.pricePence, locale),
    },
    {
      id: 'participants',
      header: t('survey_admin.columns.participants'),
      sortable: true,
      numeric: true,
      cell: (s) => s.participants.toLocaleString(LOCALE_BCP47[locale]),
    },
    {
      id: 'completed',
      header: t('survey_admin.columns.completed'),
      sortable: true,
      numeric: true,
      cell: (s) => s.completed.toLocaleString(LOCALE_BCP47[locale]),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('nav.surveys')}
        description={t('survey_admin.description')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.adminQuestionnaires.href()}
              variant="default"
              leftSection={<IconListDetails size={16} aria-hidden="true" />}
            >
              {t('questionnaires.title')}
            </Button>
            <Button
              component={Link}
              to={paths.adminSurveyNew.href()}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t('survey_admin.new')}
            </Button>
          </Group>
        }
      />
      <AdminDataTable
        label={t('nav.surveys')}
        columns={columns}
        rowKey={(s) => s.id}
        list={list}
        result={result}
        searchLabel={t('survey_admin.search')}
        emptyText={t('survey_admin.empty')}
        minWidth={860}
        toolbar={
          <Select
            label={t('survey_admin.columns.product')}
            placeholder={t('survey_admin.any')}
            clearable
            w={200}
            value={filters.product ?? null}
            onChange={(value) => setFilter('product', value)}
            data={API_PRODUCTS.map((p) => ({ value: p, label: t(`survey_admin.products.${p}`) }))}
          />
        }
      />
    </>
  );
}
