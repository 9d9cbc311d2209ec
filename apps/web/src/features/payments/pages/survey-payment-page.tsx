import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SurveyInfo } from '@portal/shared/surveys';
import { Navigate, useParams } from 'react-router';
import { DbText } from '../../../components/db-text';
import { FormAlert } from '../../../components/form-alert';
import { PaleCard } from '../../../components/pale-card';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useToken } from '../../../lib/session';
import { useSurveyForPayment, useSurveyUserForPayment } from '../api/get-payment-survey';
import { PaymentForm } from '../components/payment-form';
import { type PaymentTarget, parsePaymentTarget } from '../rules/payment-target';

/** Who pays: the signed-in user, given by the app (features do not import each other). */
export interface Payer {
  fullName: string;
  email: string;
}

interface SurveyPaymentPageProps {
  /** undefined while the user loads. */
  payer: Payer | undefined;
}

/** platform spec §2 "Payment page": /payment/{surveyProduct}/{accessCode}. */
export function SurveyPaymentPage({ payer }: SurveyPaymentPageProps) {
  const params = useParams();
  const signedIn = useToken() !== null;
  const target = parsePaymentTarget(params.surveyProduct, params.accessCode);
  if (!target) return <Navigate to={paths.notFound.href()} replace />;
  // Paying needs an account: the welcome page offers Register and Sign in.
  if (!signedIn) {
    return <Navigate to={paths.surveyWelcome.href(target.route, target.code)} replace />;
  }
  return <SurveyPayment key={`${target.route}/${target.code}`} target={target} payer={payer} />;
}

function SurveyPayment({ target, payer }: { target: PaymentTarget; payer: Payer | undefined }) {
  const { t } = useTranslation('payments');
  const info = useSurveyForPayment(target.api, target.code, target.payable);
  const survey = info.data?.survey;
  const surveyUser = useSurveyUserForPayment(
    target.api,
    survey && target.payable ? { surveyId: survey.id, accessCode: survey.accessCode } : null,
  );
  usePageTitle(survey ? t('page.tab_title', { title: survey.title }) : t('page.overline'));
  useShowCustomerLogos(survey?.logos.map((logo) => logo.fileURL));

  // platform spec §8: "unknown product type for the payment key throws an error", which the
  // payment page shows as its message.
  if (!target.payable) return <Message text={t('unknown_product')} />;
  const failure = info.error ?? surveyUser.error;
  if (failure) {
    // "the payment page shows a type error message else notFound"; a survey that cannot be
    // taken (dates, already completed) says why, and a fault on our side says so.
    if (isApiError(failure, 400) && failure.message) return <Message text={failure.message} />;
    if (isApiError(failure) && failure.status < 500) {
      return <Navigate to={paths.notFound.href()} replace />;
    }
    return <Message text={t('errors.internal')} />;
  }
  if (!survey || !surveyUser.data) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }
  // Paid already (here, in another tab, or by bank transfer): the welcome page starts it.
  if (surveyUser.data.isAuthorized) {
    return (
      <Navigate to={paths.surveyWelcome.href(target.route, target.code, { paid: 1 })} replace />
    );
  }
  return (
    <>
      <TitleBand overline={t('page.overline')} title={survey.title} />
      <SurveyBody>
        <PaleCard maw={720}>
          <Stack gap="lg">
            <Summary target={target} survey={survey} payer={payer} />
            <PaymentForm
              routeProduct={target.route}
              surveyUserId={surveyUser.data.surveyUserId}
              amountPence={survey.paymentAmount}
            />
          </Stack>
        </PaleCard>
      </SurveyBody>
    </>
  );
}

function Summary({
  target,
  survey,
  payer,
}: {
  target: PaymentTarget;
  survey: SurveyInfo;
  payer: Payer | undefined;
}) {
  const { t } = useTranslation('payments');
  const rows: [string, string | undefined][] = [
    [t('page.survey'), survey.title],
    [t('page.product'), t(`products.${target.api}`)],
    [t('page.name'), payer?.fullName],
    [t('page.email'), payer?.email],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fz="sm" c="navy.7" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {/* Isolated: a Latin title or address keeps its order in an Arabic page. */}
            <DbText>{value ?? '…'}</DbText>
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Message({ text }: { text: string }) {
  return (
    <SurveyBody>
      <FormAlert message={text} />
    </SurveyBody>
  );
}
