import { Divider, Stack, Title } from '@mantine/core';
import type { IcoachSkillResponse } from '@portal/shared/icoach';
import { type ReactNode, useEffect, useRef } from 'react';
import { DbText } from '../../../components/db-text';
import { useTranslation } from '../../../lib/i18n';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { CourseHtml } from './course-html';
import { SkillTest } from './skill-test';
import classes from './step.module.css';

interface StepPanelProps {
  courseId: number;
  icoachUserId: number;
  skillId: number;
  content: IcoachSkillResponse['icoachSkillContents'][number];
  step: number;
  total: number;
  /** Reached by Back, Next or the list: the focus goes to the step's heading. */
  focusOnShow: boolean;
  /** Back and Next: after the step's own form, before the comments others wrote. */
  nav: ReactNode;
}

/**
 * platform spec §2 "iCoach skill page": 'Step N of M' with the step's title and HTML content, then
 * the test (a test step) or the comment box and the published comments (any other step).
 */
export function StepPanel({
  courseId,
  icoachUserId,
  skillId,
  content,
  step,
  total,
  focusOnShow,
  nav,
}: StepPanelProps) {
  const { t } = useTranslation('icoach');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Stack gap="lg">
      <Title order={2} ref={heading} tabIndex={-1} className={classes.heading} fz="h3">
        <span className={classes.stepOf}>{t('skill.step_of', { step, total })}</span>
        <DbText>{content.icoachSkillArea.title}</DbText>
      </Title>
      <CourseHtml html={content.content} />
      <Divider />
      {content.icoachSkillArea.isTest ? (
        <>
          <SkillTest icoachUserId={icoachUserId} skillId={skillId} />
          {nav}
        </>
      ) : (
        <>
          <CommentForm
            courseId={courseId}
            icoachUserId={icoachUserId}
            skillId={skillId}
            step={step}
          />
          {nav}
          <Divider />
          <CommentList icoachUserId={icoachUserId} skillId={skillId} step={step} />
        </>
      )}
    </Stack>
  );
}
