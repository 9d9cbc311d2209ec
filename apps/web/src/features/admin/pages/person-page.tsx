import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePerson } from '../api/get-person';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminDetailPending } from '../components/admin-detail-pending';
import { AdminFacts } from '../components/admin-facts';
import { AdminPageHeader } from '../components/admin-page-header';
import { PersonActions } from '../components/person-actions';
import { PersonBadges } from '../components/person-badges';
import { PersonLists } from '../components/person-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { personName } from '../rules/people';

/** /admin/people/:userId: one person, their things, and what the console can do to them. */
export function PersonPage() {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const userId = Number(useParams().userId);
  const person = usePerson(userId);
  const back = <AdminBackLink to={paths.adminPeople.href()}>{t('people.back')}</AdminBackLink>;
  if (!person.data) {
    return (
      <AdminDetailPending
        back={back}
        query={person}
        loadingLabel={t('people.loading')}
        loadFailedLabel={t('people.load_failed')}
      />
    );
  }
  const data = person.data;
  const facts: [string, string][] = [
    [t('people.columns.email'), data.email],
    [t('people.details.locale'), data.locale],
    [t('people.columns.created'), formatDate(data.createdAt)],
  ];
  if (data.deactivatedAt)
    facts.push([t('people.details.deactivated_at'), formatDate(data.deactivatedAt)]);
  return (
    <Stack gap="lg">
      {back}
      <div>
        <AdminPageHeader title={personName(data)} />
        <PersonBadges person={data} />
      </div>
      <AdminFacts facts={facts} />
      <Paper withBorder p="md" radius="sm" component="section" aria-label={t('people.actions')}>
        <PersonActions person={data} />
      </Paper>
      <PersonLists person={data} />
    </Stack>
  );
}
