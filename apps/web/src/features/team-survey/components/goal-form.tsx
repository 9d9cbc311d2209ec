import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TsGoal } from '@portal/shared/team-survey-goals';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, showFirstError, submitKeepsFocus } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateGoal } from '../api/update-goal';
import {
  GOAL_FIELDS,
  GOAL_SERVER_FIELDS,
  type GoalFormInput,
  type GoalFormOutput,
  GoalFormSchema,
  type GoalPermissions,
  type GoalViewer,
  goalFormValues,
  isNoChange,
  toGoalChanges,
} from '../rules/goal-rules';
import { GoalFields } from './goal-fields';

interface GoalFormProps {
  rateeId: number;
  goal: TsGoal;
  viewer: GoalViewer;
  can: GoalPermissions;
}

/**
 * The goal page's form (issue 12): only the fields the viewer may change, filled with the goal as
 * it is; what they may not change is in the table above, and a line says who changes it. Only
 * changed fields are sent; the server's field messages go on the fields.
 */
export function GoalForm({ rateeId, goal, viewer, can }: GoalFormProps) {
  const { t } = useTranslation('team-survey');
  const update = useUpdateGoal(rateeId, goal.id);
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const id = 'ts-goal';
  const form = useForm<GoalFormInput, unknown, GoalFormOutput>({
    resolver: zodResolver(GoalFormSchema),
    defaultValues: goalFormValues(goal, viewer),
  });
  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      const body = toGoalChanges(viewer, can, goal, values);
      try {
        const next = isNoChange(body) ? goal : await update.mutateAsync(body);
        // The form starts again from the goal as the server now has it (trimmed texts).
        form.reset(goalFormValues(next, viewer));
        setSaved((n) => n + 1);
      } catch (error) {
        const set = applyServerErrors<GoalFormInput>(error, GOAL_FIELDS, form.setError, {
          map: GOAL_SERVER_FIELDS,
        });
        if (set.length) showFirstError(id, GOAL_FIELDS, set);
        else {
          setGeneral(
            isApiError(error) && error.status < 500 && error.message
              ? error.message
              : t('errors.internal'),
          );
        }
      }
    },
    (invalid) => showFirstError(id, GOAL_FIELDS, invalid),
  );
  const notes = [
    !can.wording && t('goals.form.wording_locked'),
    !can.score && t('goals.form.score_locked'),
  ].filter((note): note is string => !!note);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <FormAlert message={general} />
        <SuccessBanner message={t('goals.form.saved')} trigger={saved} />
        {notes.map((note) => (
          <Group key={note} gap={6} wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm" c="dark.9">
              {note}
            </Text>
          </Group>
        ))}
        <GoalFields id={id} form={form} can={can} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            size="md"
            {...submitKeepsFocus}
          >
            {t('goals.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
