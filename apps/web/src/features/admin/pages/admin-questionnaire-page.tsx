import { Alert, Badge, List, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminQuestionnaireDetail } from '@portal/shared/admin-questionnaires';
import {
  DEFAULT_LOCALE,
  isRtl,
  LOCALE_BCP47,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from '@portal/shared/locales';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useQuestionnaire } from '../api/questionnaire-admin';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminDetailPending } from '../components/admin-detail-pending';
import { AdminPageHeader } from '../components/admin-page-header';
import { useNumberFormat } from '../hooks/use-number-format';

type Texts = Partial<Record<Locale, string>>;

/**
 * /admin/surveys/questionnaires/:questionnaireId: a questionnaire's sections and statements in the
 * language the picker names (the console's own language to begin with). A text missing in that
 * language shows the English one, marked, as a taker would read it.
 */
export function AdminQuestionnairePage() {
  const { t } = useTranslation('admin');
  const questionnaireId = Number(useParams().questionnaireId);
  const questionnaire = useQuestionnaire(questionnaireId);
  const [language, setLanguage] = useState<Locale>(useLocale());
  const number = useNumberFormat();
  const back = (
    <AdminBackLink to={paths.adminQuestionnaires.href()}>{t('questionnaires.back')}</AdminBackLink>
  );
  if (!questionnaire.data) {
    return (
      <AdminDetailPending
        back={back}
        query={questionnaire}
        loadingLabel={t('questionnaires.loading')}
        loadFailedLabel={t('questionnaires.load_failed')}
      />
    );
  }
  const data = questionnaire.data;
  const dimensionName = new Map(data.dimensionList.map((d) => [d.key, d.name as Texts]));

  return (
    <Stack gap="lg">
      {back}
      <div>
        <AdminPageHeader
          title={data.key}
          description={t('questionnaires.summary', {
            product: t(`questionnaires.products.${data.product}`),
            sections: number(data.sections),
            statements: number(data.statements),
            dimensions: number(data.dimensions),
          })}
          actions={
            <Select
              label={t('questionnaires.language')}
              value={language}
              onChange={(value) => value && setLanguage(value as Locale)}
              allowDeselect={false}
              w={200}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
            />
          }
        />
        {data.answeredTakings > 0 && (
          <Alert color="gray" variant="light" mt="xs">
            <Text fz="sm" c="dark.8">
              {t('questionnaires.answered_note', { count: data.answeredTakings })}
            </Text>
          </Alert>
        )}
      </div>
      <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="q-surveys">
        <Title order={2} fz="h5" id="q-surveys" mb={4}>
          {t('questionnaires.used_by', { count: data.surveyList.length })}
        </Title>
        {data.surveyList.length === 0 ? (
          <Text fz="sm" c="navy.7">
            {t('questionnaires.used_by_none')}
          </Text>
        ) : (
          <List fz="sm" spacing={2}>
            {data.surveyList.map((s) => (
              <List.Item key={s.id}>{s.title}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      {data.sectionList.map((section) => (
        <SectionContent
          key={section.id}
          section={section}
          language={language}
          dimensionName={dimensionName}
        />
      ))}
    </Stack>
  );
}

function SectionContent({
  section,
  language,
  dimensionName,
}: {
  section: AdminQuestionnaireDetail['sectionList'][number];
  language: Locale;
  dimensionName: Map<string, Texts>;
}) {
  const { t } = useTranslation('admin');
  const headingId = `q-section-${section.id}`;
  // The content is in the picked language (right to left for Arabic) whatever the console's is.
  const textProps = { lang: LOCALE_BCP47[language], dir: isRtl(language) ? 'rtl' : 'ltr' };
  const say = (texts: Texts) => {
    const own = texts[language];
    if (own) return <span {...textProps}>{own}</span>;
    return (
      <>
        <span lang={LOCALE_BCP47[DEFAULT_LOCALE]} dir="ltr">
          {texts[DEFAULT_LOCALE] ?? ''}
        </span>{' '}
        <Badge size="xs" variant="outline" color="gray" c="dark.8">
          {t('questionnaires.missing')}
        </Badge>
      </>
    );
  };
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby={headingId}>
      <Text fz="xs" fw={700} c="navy.7">
        {t('questionnaires.section', { number: section.position })}
      </Text>
      <Title order={2} fz="h4" id={headingId}>
        {say(section.title as Texts)}
      </Title>
      <Text fz="sm" c="navy.7" mt={4} mb="sm">
        {say(section.instructions as Texts)}
      </Text>
      {/* Focusable, so a keyboard can scroll it sideways on a phone (it holds no control). */}
      <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
        <Table striped fz="sm" verticalSpacing={4} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48} ta="end">
                #
              </Table.Th>
              <Table.Th scope="col">{t('questionnaires.statement')}</Table.Th>
              <Table.Th scope="col">{t('questionnaires.dimension')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.statements.map((st) => (
              <Table.Tr key={st.id}>
                <Table.Td ta="end">{st.position}</Table.Td>
                <Table.Td>{say(st.text as Texts)}</Table.Td>
                <Table.Td>{say(dimensionName.get(st.dimension) ?? {})}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
