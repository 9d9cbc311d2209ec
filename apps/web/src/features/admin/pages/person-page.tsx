import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { usePerson } from '../api/get-person';
import { AdminPageHeader } from '../components/admin-page-header';
import { PersonActions } from '../components/person-actions';
import { PersonBadges } from '../components/person-badges';
import { PersonLists } from '../components/person-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { personName } from '../rules/people';
import classes from './person-page.module.css';

/** /admin/people/:userId: one person, their things, and what the console can do to them. */
export function PersonPage() {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const userId = Number(useParams().userId);
  const person = usePerson(userId);
  const back = (
    <Anchor component={Link} to={paths.adminPeople.href()} fz="sm" c="blue.9">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" className={classes.mirror} />
        {t('people.back')}
      </Group>
    </Anchor>
  );
  if (!person.data) {
    return (
      <Stack gap="md">
        {back}
        {person.isError ? (
          <Group gap="sm">
            <FormAlert message={person.error.message || t('people.load_failed')} />
            <Button variant="default" size="xs" onClick={() => person.refetch()}>
              {t('table.retry')}
            </Button>
          </Group>
        ) : (
          <Loader aria-label={t('people.loading')} />
        )}
      </Stack>
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
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="xs" fw={700} c="navy.7">
                {label}
              </Text>
              <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-label={t('people.actions')}>
        <PersonActions person={data} />
      </Paper>
      <PersonLists person={data} />
    </Stack>
  );
}
