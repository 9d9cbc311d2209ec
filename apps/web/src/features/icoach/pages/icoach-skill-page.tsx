import { Grid, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUserId } from '../../../lib/session';
import { useCompleteSkill } from '../api/complete-skill';
import { useCategorySkills } from '../api/get-category-skills';
import { useSkill } from '../api/get-skill';
import { BlockedNotice } from '../components/blocked-notice';
import { IcoachLoader } from '../components/icoach-loader';
import { SkillBreadcrumb } from '../components/skill-breadcrumb';
import { SkillSideList } from '../components/skill-side-list';
import { StepNav } from '../components/step-nav';
import { StepPanel } from '../components/step-panel';
import { useCourseLook } from '../hooks/use-course-look';
import { useIcoachRecord } from '../hooks/use-icoach-record';
import { blockedOutcome } from '../rules/begin-decision';
import { categoryKey, categoryOr } from '../rules/categories';
import type { CompleteState } from '../rules/complete-state';
import { parseSkillParams } from '../rules/route-params';
import { isStepInRange, sortSteps } from '../rules/step-navigation';
import { completeSkillLocally, type LocalIcoachRecord } from '../storage/local-records';

/** platform spec §2 "iCoach skill page" at /icoach/{icoachUserId}/skill/{skillId}/step/{stepId}. */
export function IcoachSkillPage() {
  const parsed = parseSkillParams(useParams());
  const place = parsed ? `${parsed.skillId}/${parsed.step}` : '';
  // The step first opened keeps the page's focus where the browser put it; any step reached
  // from there (Back, Next, the list) moves the focus to its heading.
  const first = useRef(place);
  const moved = useRef(false);
  if (place !== first.current) moved.current = true;
  if (!parsed) return <Navigate to={paths.notFound.href()} replace />;
  return <LearnerSkill {...parsed} focusOnShow={moved.current} />;
}

interface PlaceProps {
  icoachUserId: number;
  skillId: number;
  step: number;
  focusOnShow: boolean;
}

function LearnerSkill(props: PlaceProps) {
  const { t } = useTranslation('icoach');
  const userId = useSessionUserId();
  const found = useIcoachRecord(userId, props.icoachUserId);
  if (found.state === 'missing') return <Navigate to={paths.notFound.href()} replace />;
  if (found.state === 'loading') return <IcoachLoader />;
  if (found.state === 'failed') {
    return (
      <SurveyBody>
        <FormAlert message={t('load_failed')} />
      </SurveyBody>
    );
  }
  if (found.state === 'blocked') {
    return (
      <SurveyBody>
        <BlockedNotice message={found.message} needsPackage={found.needsPackage} />
      </SurveyBody>
    );
  }
  // platform spec §2: "Changing skillId reloads": a new skill starts from nothing.
  return <SkillView key={props.skillId} {...props} record={found.record} userId={userId ?? 0} />;
}

function SkillView({
  icoachUserId,
  skillId,
  step,
  focusOnShow,
  record,
  userId,
}: PlaceProps & { record: LocalIcoachRecord; userId: number }) {
  const { t } = useTranslation('icoach');
  const navigate = useNavigate();
  const skill = useSkill(icoachUserId, record.icoachAccessCode, skillId);
  const courseTitle = useCourseLook(record, skill.data?.name);
  const category = skill.data ? categoryOr(skill.data.category) : null;
  const categorySkills = useCategorySkills(record.icoachCourseId, icoachUserId, category);
  const complete = useCompleteSkill(icoachUserId);
  const [finishError, setFinishError] = useState<string | null>(null);

  if (skill.isError) {
    const outcome = blockedOutcome(skill.error);
    if (outcome.type === 'notFound') return <Navigate to={paths.notFound.href()} replace />;
    return (
      <SurveyBody>
        {outcome.type === 'failed' ? (
          <FormAlert message={t('load_failed')} />
        ) : (
          <BlockedNotice message={outcome.message} needsPackage={outcome.type === 'package'} />
        )}
      </SurveyBody>
    );
  }
  if (!skill.data || category === null) return <IcoachLoader />;
  const steps = sortSteps(skill.data.icoachSkillContents);
  const content = steps[step - 1];
  if (!isStepInRange(step, steps.length) || !content) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  const skillName = skill.data.name;

  // platform spec §4: "Moving past the last step completes the skill, goes to
  // icoach.skill.complete, clears course info and removes the begun-course marker."
  const finish = async () => {
    setFinishError(null);
    try {
      const done = await complete.mutateAsync({ icoachUserId, skillId });
      completeSkillLocally(userId, record);
      const state: CompleteState = {
        icoachUserId,
        skillName,
        courseCompleted: done.courseCompleted,
      };
      navigate(paths.icoachSkillComplete.href(), { state });
    } catch (error) {
      setFinishError(
        isApiError(error) && error.status < 500 && error.message
          ? error.message
          : t('errors.internal'),
      );
    }
  };

  return (
    <>
      <TitleBand title={skillName} overline={courseTitle} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <SkillBreadcrumb
            icoachUserId={icoachUserId}
            courseTitle={courseTitle}
            categoryName={t(categoryKey(category))}
            skillName={skillName}
          />
          <Grid gap="xl" align="flex-start">
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <SkillSideList
                icoachUserId={icoachUserId}
                skills={
                  categorySkills.data ?? [
                    { id: skillId, name: skillName, isCompleted: skill.data.isCompleted },
                  ]
                }
                skill={skill.data}
                steps={steps}
                step={step}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              <StepPanel
                key={step}
                courseId={record.icoachCourseId}
                icoachUserId={icoachUserId}
                skillId={skillId}
                content={content}
                step={step}
                total={steps.length}
                focusOnShow={focusOnShow}
                nav={
                  <Stack gap="sm">
                    <FormAlert message={finishError} />
                    <StepNav
                      place={{ icoachUserId, skillId, step, total: steps.length }}
                      finishing={complete.isPending}
                      onFinish={() => void finish()}
                    />
                  </Stack>
                }
              />
            </Grid.Col>
          </Grid>
        </Stack>
      </SurveyBody>
    </>
  );
}
