import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { applyServerErrors, showFirstError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useAddGoal } from '../api/add-goal';
import { usePhone } from '../hooks/use-phone';
import {
  GOAL_FIELDS,
  GOAL_SERVER_FIELDS,
  type GoalFormInput,
  type GoalFormOutput,
  GoalFormSchema,
  type GoalViewer,
  goalFormValues,
  goalPermissions,
  toAddGoalBody,
} from '../rules/goal-rules';
import { modalErrorText } from '../rules/modal-error';
import { GoalFields } from './goal-fields';

interface GoalModalProps {
  rateeId: number;
  viewer: GoalViewer;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adding a goal (issue 12): the whole wording, the person's own input, and the success score when
 * the manager adds it. Field messages go on the fields; a refusal (not live) is shown inside, and
 * the modal stays open with what was typed (team-survey spec §8, as the set-up modals).
 */
export function GoalModal({ rateeId, viewer, opened, onClose }: GoalModalProps) {
  const { t } = useTranslation('team-survey');
  const add = useAddGoal(rateeId);
  // Eight fields: on a phone the modal takes the whole screen.
  const phone = usePhone();
  const [error, setError] = useState<string | null>(null);
  const id = 'ts-new-goal';
  const form = useForm<GoalFormInput, unknown, GoalFormOutput>({
    resolver: zodResolver(GoalFormSchema),
    defaultValues: goalFormValues(null, viewer),
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await add.mutateAsync(toAddGoalBody(viewer, values));
        close();
      } catch (failure) {
        const set = applyServerErrors<GoalFormInput>(failure, GOAL_FIELDS, form.setError, {
          map: GOAL_SERVER_FIELDS,
        });
        if (set.length) showFirstError(id, GOAL_FIELDS, set);
        else setError(modalErrorText(failure, t));
      }
    },
    (invalid) => showFirstError(id, GOAL_FIELDS, invalid),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('goals.form.new_title')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('goals.form.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <GoalFields id={id} form={form} can={goalPermissions(viewer, null, true)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('goals.form.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('goals.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
