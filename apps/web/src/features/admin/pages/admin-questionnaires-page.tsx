import { Anchor, Text } from '@mantine/core';
import {
  type AdminQuestionnaire,
  QUESTIONNAIRE_SORTS,
  type QuestionnaireImportResult,
} from '@portal/shared/admin-questionnaires';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { useImportQuestionnaire } from '../api/questionnaire-admin';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ContentFileImport } from '../components/content-file-import';
import { StatusBadge } from '../components/status-badge';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useNumberFormat } from '../hooks/use-number-format';

/**
 * /admin/surveys/questionnaires (issue 13, Surveys): the questionnaires the surveys ask, and a
 * questionnaire imported from its file (decision 030).
 */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation('admin');
  const list = useAdminListParams({ sortable: QUESTIONNAIRE_SORTS, defaultSort: 'key' });
  const result = useQuery(
    adminListQueryOptions<AdminQuestionnaire>(
      'questionnaires',
      '/admin/questionnaires',
      list.query,
    ),
  );
  const number = useNumberFormat();
  const importQuestionnaire = useImportQuestionnaire();
  const count = (
    id: keyof AdminQuestionnaire & string,
    header: string,
  ): AdminColumn<AdminQuestionnaire> => ({
    id,
    header,
    numeric: true,
    cell: (q) => number(q[id] as number),
  });

  const columns: AdminColumn<AdminQuestionnaire>[] = [
    {
      id: 'key',
      header: t('questionnaires.columns.key'),
      sortable: true,
      cell: (q) => (
        <Anchor
          component={Link}
          to={paths.adminQuestionnaire.href(q.id)}
          fz="sm"
          c="blue.9"
          ff="monospace"
        >
          {q.key}
        </Anchor>
      ),
    },
    {
      id: 'product',
      header: t('questionnaires.columns.product'),
      sortable: true,
      // <bdi>: a name such as "E.Q." keeps its full stop at its end on a right-to-left page.
      cell: (q) => <bdi>{t(`questionnaires.products.${q.product}`)}</bdi>,
    },
    count('dimensions', t('questionnaires.columns.dimensions')),
    count('sections', t('questionnaires.columns.sections')),
    count('statements', t('questionnaires.columns.statements')),
    count('surveys', t('questionnaires.columns.surveys')),
    {
      id: 'answered',
      header: t('questionnaires.columns.answered'),
      cell: (q) =>
        q.answeredTakings > 0 ? (
          <StatusBadge color="gray">
            {t('questionnaires.locked', { count: q.answeredTakings })}
          </StatusBadge>
        ) : (
          <Text fz="xs" c="navy.7">
            {t('questionnaires.editable')}
          </Text>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('questionnaires.title')}
        description={t('questionnaires.description')}
      />
      <ContentFileImport<QuestionnaireImportResult>
        region={t('questionnaires.file.region')}
        label={t('questionnaires.file.button')}
        help={t('questionnaires.file.help')}
        importFile={(file) => importQuestionnaire.mutateAsync(file as never)}
        pending={importQuestionnaire.isPending}
        describe={(r) => (
          <>
            <Text fz="sm" fw={700}>
              {t(r.created ? 'questionnaires.file.created' : 'questionnaires.file.updated', {
                key: r.key,
                sections: number(r.sections),
                statements: number(r.statements),
              })}
            </Text>
            <Anchor
              component={Link}
              to={paths.adminQuestionnaire.href(r.questionnaireId)}
              fz="sm"
              c="blue.9"
            >
              {t('questionnaires.file.open')}
            </Anchor>
          </>
        )}
      />
      <AdminDataTable
        label={t('questionnaires.title')}
        columns={columns}
        rowKey={(q) => q.id}
        list={list}
        result={result}
        searchLabel={t('questionnaires.search')}
        emptyText={t('questionnaires.empty')}
        minWidth={860}
      />
    </>
  );
}
