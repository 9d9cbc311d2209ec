import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { intSchema } from '@portal/shared/primitives';
import {
  DEFAULT_REVIEW_FREQUENCY_MONTHS,
  type TsAddRateeBody,
  TsAddRateeBodySchema,
} from '@portal/shared/team-survey';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { applyServerErrors, fieldId, showFirstError } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { modalErrorText } from '../rules/modal-error';

/*
 * team-survey spec §2, §5: the add-ratee and new-rater modals (email required and valid, full
 * name required); the ratee's also asks when the review starts and how many months a period
 * lasts, both optional. The form checks with the call's schema (conventions, habit 2); the two
 * optional fields are empty strings until filled.
 */
const FormSchema = TsAddRateeBodySchema.pick({ email: true, fullName: true }).extend({
  reviewStart: z.union([
    z.literal(''),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid'),
  ]),
  reviewFrequencyMonths: z.union([z.literal(''), intSchema(1, 36, 'validation.review_frequency')]),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const ORDER = ['email', 'fullName', 'reviewStart', 'reviewFrequencyMonths'] as const;

export function toRateeBody(values: FormOutput): TsAddRateeBody {
  return {
    email: values.email,
    fullName: values.fullName,
    ...(values.reviewStart ? { reviewStart: values.reviewStart } : {}),
    ...(values.reviewFrequencyMonths !== ''
      ? { reviewFrequencyMonths: values.reviewFrequencyMonths }
      : {}),
  };
}

interface PersonModalProps {
  kind: 'ratee' | 'rater';
  opened: boolean;
  onClose: () => void;
  /** The add call; its refusal is shown in the modal, which stays open (spec §8). */
  onAdd: (body: TsAddRateeBody) => Promise<unknown>;
}

export function PersonModal({ kind, opened, onClose, onAdd }: PersonModalProps) {
  const { t } = useTranslation('team-survey');
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const id = `ts-${kind}`;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { email: '', fullName: '', reviewStart: '', reviewFrequencyMonths: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await onAdd(
          kind === 'ratee'
            ? toRateeBody(values)
            : { email: values.email, fullName: values.fullName },
        );
        close();
      } catch (failure) {
        const set = applyServerErrors<FormInput>(failure, ORDER, form.setError);
        if (set.length) showFirstError(id, ORDER, set);
        else setError(modalErrorText(failure, t));
      }
    },
    (invalid) => showFirstError(id, ORDER, invalid),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={kind === 'ratee' ? t('modals.new_ratee_title') : t('modals.new_rater_title')}
      centered
      closeButtonProps={{ 'aria-label': t('modals.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <TextInput
            {...form.register('email')}
            id={fieldId(id, 'email')}
            type="email"
            autoComplete="off"
            label={t('modals.email')}
            description={t('modals.email_hint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            error={errorText(errors.email)}
            data-autofocus
          />
          <TextInput
            {...form.register('fullName')}
            id={fieldId(id, 'fullName')}
            autoComplete="off"
            label={t('modals.full_name')}
            required
            error={errorText(errors.fullName)}
          />
          {kind === 'ratee' && (
            <>
              <TextInput
                {...form.register('reviewStart')}
                id={fieldId(id, 'reviewStart')}
                type="date"
                label={t('modals.review_start')}
                description={t('modals.review_start_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errorText(errors.reviewStart)}
              />
              <Controller
                control={form.control}
                name="reviewFrequencyMonths"
                render={({ field }) => (
                  <NumberInput
                    id={fieldId(id, 'reviewFrequencyMonths')}
                    name={field.name}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    min={1}
                    max={36}
                    allowDecimal={false}
                    allowNegative={false}
                    label={t('modals.frequency')}
                    description={t('modals.frequency_hint', {
                      months: DEFAULT_REVIEW_FREQUENCY_MONTHS,
                    })}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    error={errorText(errors.reviewFrequencyMonths)}
                  />
                )}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('modals.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
