import { Center, Loader } from '@mantine/core';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/survey-products';
import type { TakenProduct } from '@portal/shared/surveys';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionUserId } from '../../../lib/session';
import { useProgress } from '../api/get-progress';
import { useSections } from '../api/get-sections';
import { useSurveyById } from '../api/get-survey-by-id';
import { TakingProgressBar } from '../components/taking-progress-bar';
import { useFinishTaking } from '../hooks/use-finish-taking';
import { useLocalRecord } from '../hooks/use-local-record';
import type { TakingContext } from '../hooks/use-taking-context';
import { parseDpPart, parseId } from '../rules/route-params';
import { decideSection, sectionHref } from '../rules/section-decision';
import type { LocalSurveyRecord } from '../storage/local-records';

const TAKEN = ['eq', 'values', 'behaviours', 'ipulse'];

type Page = 'ranking' | 'ipulse-section' | 'ipulse-comment';

/** Which page the address asks for, or null when the product and route do not match. */
function pageOf(
  product: TakenProduct,
  pathname: string,
  sectionNumber: string | undefined,
): Page | null {
  const ipulse = product === 'ipulse';
  if (/\/part\/comment\/?$/.test(pathname)) return ipulse ? 'ipulse-comment' : null;
  if (/\/part\/section\/[^/]+\/?$/.test(pathname)) return ipulse ? 'ipulse-section' : null;
  if (sectionNumber === undefined) return ipulse ? 'ipulse-section' : 'ranking';
  return ipulse ? null : 'ranking';
}

/**
 * The survey-taking shell (platform spec §2 and §4): the section title and progress bar over the
 * section. The local record names the survey (missing here: rebuilt from the server, issue 9; not
 * the person's: not found); the progress call decides the section, so the address follows the
 * server, also after answering on another device.
 */
export function TakingShell({ dp = false }: { dp?: boolean }) {
  const params = useParams();
  const { pathname } = useLocation();
  const userId = useSessionUserId();
  const surveyUserId = parseId(params.surveyUserId);
  const product = dp
    ? parseDpPart(params.surveyProduct)
    : TAKEN.includes(params.surveyProduct ?? '')
      ? (params.surveyProduct as TakenProduct)
      : null;
  const page = product ? pageOf(product, pathname, params.sectionNumber) : null;
  const sectionNumber = params.sectionNumber === undefined ? null : parseId(params.sectionNumber);
  const found = useLocalRecord(userId, product, surveyUserId);
  const { t } = useTranslation('surveys');
  // Signed out (a logout here, a 401, another tab): home, where the layout sends them too
  // (platform spec §4). Not found would win the race with the layout's own navigation.
  if (userId === null) return <Navigate to={paths.home.href()} replace />;
  if (found.state === 'loading') {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (found.state === 'failed') {
    return (
      <SurveyBody>
        <FormAlert message={t('errors.internal')} />
      </SurveyBody>
    );
  }
  const record = found.state === 'found' ? found.record : null;
  const valid =
    record !== null &&
    page !== null &&
    (params.sectionNumber === undefined || sectionNumber !== null) &&
    (record.dpSurveyId !== null) === dp;
  if (!valid || !product) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <Shell
      key={`${product}/${record.surveyUserId}`}
      userId={userId}
      product={product}
      record={record}
      page={page}
      sectionNumber={page === 'ipulse-comment' ? null : (sectionNumber ?? 0)}
    />
  );
}

interface ShellProps {
  userId: number;
  product: TakenProduct;
  record: LocalSurveyRecord;
  page: Page;
  sectionNumber: number | null;
}

function Shell({ userId, product, record, page, sectionNumber }: ShellProps) {
  const { t } = useTranslation('surveys');
  const info = useSurveyById(product, record.surveyProductId);
  const sections = useSections(product, record.surveyProductId);
  const progress = useProgress(product, record.surveyUserId);
  const finish = useFinishTaking();
  useShowCustomerLogos(info.data?.survey.logos.map((logo) => logo.fileURL));

  const decision =
    sections.data && progress.data
      ? decideSection({ sections: sections.data, progress: progress.data, sectionNumber })
      : null;
  const over = decision?.type === 'over' && page !== 'ipulse-comment';
  const section = decision?.type === 'show' ? decision.section : null;
  const title = section?.title || t('taking.default_title');
  usePageTitle(title);

  const finishing = useRef(false);
  useEffect(() => {
    // The survey's info says whether it is a Soft Touch one: wait for it (or its failure).
    if (!over || finishing.current || (!info.data && !info.error)) return;
    finishing.current = true;
    // Issue 9: a Soft Touch survey's end page offers the report its welcome message promised.
    const softTouch = info.data?.survey.reportLayout.title === SOFT_TOUCH_LAYOUT;
    void finish(userId, record, { softTouch });
  }, [over, finish, userId, record, info.data, info.error]);

  const failure = info.error ?? sections.error ?? progress.error;
  if (failure) {
    // platform spec §4: a failure to load the survey goes to not found; a 400 shows its message.
    if (isApiError(failure, 400)) {
      return (
        <SurveyBody>
          <FormAlert message={failure.message} />
        </SurveyBody>
      );
    }
    if (isApiError(failure) && failure.status < 500) {
      return <Navigate to={paths.notFound.href()} replace />;
    }
    return (
      <SurveyBody>
        <FormAlert message={t('errors.internal')} />
      </SurveyBody>
    );
  }
  if (!decision || !info.data || !sections.data || !progress.data || over) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (decision.type === 'not-found') return <Navigate to={paths.notFound.href()} replace />;
  if (decision.type === 'go-to-section') {
    return <Navigate to={sectionHref(record, decision.sectionNumber)} replace />;
  }
  const context: TakingContext = {
    userId,
    record,
    info: info.data,
    sections: sections.data,
    progress: progress.data,
    section,
  };
  return (
    <>
      <TitleBand
        overline={info.data.survey.title}
        title={page === 'ipulse-comment' ? t('comment.title') : title}
      >
        <TakingProgressBar progress={progress.data} />
      </TitleBand>
      <SurveyBody>
        <Outlet context={context} />
      </SurveyBody>
    </>
  );
}
