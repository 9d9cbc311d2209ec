import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { IcoachCategorySkill, IcoachSkillResponse } from '@portal/shared/icoach';
import { IconCheck, IconChevronDown, IconCircleCheck, IconListDetails } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DbText } from '../../../components/db-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import classes from './skill-side-list.module.css';

/** Wider than a phone: the list starts open (Mantine's md breakpoint). */
const WIDE = '(min-width: 62em)';
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

interface SkillSideListProps {
  icoachUserId: number;
  /** The category's skills; the current skill alone until they load. */
  skills: readonly Pick<IcoachCategorySkill, 'id' | 'name' | 'isCompleted'>[];
  skill: IcoachSkillResponse;
  /** The skill's steps in route order. */
  steps: IcoachSkillResponse['icoachSkillContents'];
  step: number;
}

/**
 * platform spec §2 "iCoach skill page": the collapsible left list of the category's skills and,
 * under the current skill, its steps numbered from 1, the active one and the completed ones
 * marked. On a phone it starts collapsed above the step and folds away again once a step is
 * chosen; its button says whether it is open (aria-expanded).
 */
export function SkillSideList({ icoachUserId, skills, skill, steps, step }: SkillSideListProps) {
  const { t } = useTranslation('icoach');
  const listId = useId();
  const [open, setOpen] = useState(isWide);
  useEffect(() => {
    if (step && !isWide()) setOpen(false);
  }, [step]);

  return (
    <nav aria-label={t('skill.list_label')} className={classes.panel}>
      <Button
        variant="subtle"
        fullWidth
        justify="space-between"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        leftSection={<IconListDetails size={18} aria-hidden="true" />}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden="true"
            className={classes.chevron}
            data-open={open || undefined}
          />
        }
        className={classes.toggle}
      >
        {t('skill.list_toggle')}
      </Button>
      <ul id={listId} hidden={!open} className={classes.skills}>
        {skills.map((item) => {
          const current = item.id === skill.id;
          return (
            <li key={item.id}>
              <Link
                to={paths.icoachSkill.href(icoachUserId, item.id, 1)}
                className={classes.skillLink}
                aria-current={current ? 'true' : undefined}
              >
                <span className={classes.grow}>
                  <DbText>{item.name}</DbText>
                </span>
                {item.isCompleted && <CompletedMark label={t('skill.skill_completed')} />}
              </Link>
              {current && (
                <ol className={classes.steps} aria-label={t('skill.steps_label')}>
                  {steps.map((content, index) => {
                    const number = index + 1;
                    const active = number === step;
                    return (
                      <li key={content.id}>
                        <Link
                          to={paths.icoachSkill.href(icoachUserId, skill.id, number)}
                          className={classes.stepLink}
                          aria-current={active ? 'step' : undefined}
                        >
                          <span className={classes.number} aria-hidden="true">
                            {number}
                          </span>
                          <VisuallyHidden>{t('skill.step_number', { number })}</VisuallyHidden>
                          <Text component="span" fz="sm" className={classes.grow}>
                            <DbText>{content.icoachSkillArea.title}</DbText>
                          </Text>
                          {content.isCompleted && (
                            <CompletedMark label={t('skill.step_completed')} small />
                          )}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A check with its words for screen readers (platform spec §2: "marked ... completed"). */
function CompletedMark({ label, small = false }: { label: string; small?: boolean }) {
  const Icon = small ? IconCheck : IconCircleCheck;
  return (
    <span className={classes.done}>
      <Icon size={small ? 16 : 18} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
