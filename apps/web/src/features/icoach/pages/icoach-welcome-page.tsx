import { Anchor, Grid, Stack, Text } from '@mantine/core';
import type { IcoachCourseResponse } from '@portal/shared/icoach';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionUserId } from '../../../lib/session';
import { useCourseByCode } from '../api/get-course-by-code';
import { BeginActions } from '../components/begin-actions';
import { CourseHtml } from '../components/course-html';
import { IcoachLoader } from '../components/icoach-loader';
import { TokenEntry } from '../components/token-entry';
import { useBeginCourse } from '../hooks/use-begin-course';
import type { StartSession } from '../hooks/use-token-entry';
import { courseDateMessage } from '../rules/begin-decision';
import { parseAccessCode } from '../rules/route-params';
import { readWelcomeState } from '../rules/welcome-state';
import { isBegun } from '../storage/local-records';

export type AuthTab = 'register' | 'login';

/** What the app gives the page to show the Register / Sign in card (features do not import each other). */
export interface AuthSlotProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

export interface IcoachWelcomePageProps {
  renderAuth: (props: AuthSlotProps) => ReactNode;
  startSession: StartSession;
}

/** platform spec §2 "iCoach welcome" at /icoach/{accessCode}, and its token entry with /{token}. */
export function IcoachWelcomePage({ renderAuth, startSession }: IcoachWelcomePageProps) {
  const params = useParams();
  const code = parseAccessCode(params.accessCode);
  if (!code) return <Navigate to={paths.notFound.href()} replace />;
  if (params.token) {
    return <TokenEntry accessCode={code} token={params.token} startSession={startSession} />;
  }
  return <CourseWelcome key={code} code={code} renderAuth={renderAuth} />;
}

function CourseWelcome({
  code,
  renderAuth,
}: {
  code: string;
  renderAuth: IcoachWelcomePageProps['renderAuth'];
}) {
  const { t } = useTranslation('icoach');
  const location = useLocation();
  const arrival = readWelcomeState(location.state);
  const userId = useSessionUserId();
  // platform spec §2: "after sign-in or registration the course begins automatically"; so it
  // does after a sign-in link (the token entry says so in the history state).
  const [autoBegin, setAutoBegin] = useState(arrival.autoBegin === true);
  const info = useCourseByCode(code);
  const course = info.data;
  usePageTitle(course?.title);
  useShowCustomerLogos(course?.logos.map((logo) => logo.fileURL));

  if (info.isError) {
    if (isApiError(info.error) && info.error.status < 500) {
      return <Navigate to={paths.notFound.href()} replace />;
    }
    return (
      <SurveyBody>
        <FormAlert message={t('load_failed')} />
      </SurveyBody>
    );
  }
  if (!course) return <IcoachLoader />;
  return (
    <>
      <TitleBand title={course.title} overline={t('welcome.overline')} />
      <SurveyBody>
        {userId !== null ? (
          <SignedInWelcome course={course} userId={userId} autoBegin={autoBegin} />
        ) : (
          <VisitorWelcome
            course={course}
            signInError={arrival.signInError ?? null}
            renderAuth={renderAuth}
            onSignedIn={() => {
              window.scrollTo({ top: 0 });
              setAutoBegin(true);
            }}
          />
        )}
      </SurveyBody>
    </>
  );
}

interface VisitorWelcomeProps {
  course: IcoachCourseResponse;
  signInError: string | null;
  renderAuth: IcoachWelcomePageProps['renderAuth'];
  onSignedIn: () => void;
}

function VisitorWelcome({ course, signInError, renderAuth, onSignedIn }: VisitorWelcomeProps) {
  const { t } = useTranslation('icoach');
  // A sign-in link that failed leaves the person on the Sign in tab, its message above.
  const [tab, setTab] = useState<AuthTab>(signInError ? 'login' : 'register');
  const switchToSignIn = () => {
    setTab('login');
    // The card's sign-in tab gets the focus, so keyboard users land where the link pointed.
    window.requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };
  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <CourseHtml html={course.welcomeMessage} />
          <Text>
            {t('welcome.have_account')}{' '}
            <Anchor component="button" type="button" onClick={switchToSignIn} fw={600}>
              {t('welcome.sign_in_link')}
            </Anchor>
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <FormAlert message={signInError} />
          {renderAuth({ tab, onTabChange: setTab, onSignedIn })}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface SignedInWelcomeProps {
  course: IcoachCourseResponse;
  userId: number;
  autoBegin: boolean;
}

function SignedInWelcome({ course, userId, autoBegin }: SignedInWelcomeProps) {
  const { t } = useTranslation('icoach');
  const navigate = useNavigate();
  const location = useLocation();
  const starter = useBeginCourse(course);
  const early = courseDateMessage(course);
  const begun = isBegun(userId, course.accessCode);

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoBegin || autoStarted.current) return;
    autoStarted.current = true;
    // Back from the dashboard must show this page, not begin again: forget the request first.
    if (location.state) navigate(location.pathname, { replace: true, state: null });
    if (!early) void starter.begin();
  }, [autoBegin, early, starter, navigate, location]);

  return (
    <Stack gap="xl">
      <CourseHtml html={course.welcomeMessage} />
      <BeginActions
        begun={begun}
        block={early ? { message: t(early), needsPackage: false } : starter.block}
        pending={starter.pending}
        onStart={() => void starter.begin()}
      />
    </Stack>
  );
}
