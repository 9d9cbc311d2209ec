import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SandboxPayBody, SandboxPayBodySchema } from '@portal/shared/payments';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { paySandbox } from '../api/pay-sandbox';
import { formatCardNumber, formatCvc, formatExpiry } from '../rules/card-input';

const ID = 'card';
const FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
const EMPTY: SandboxPayBody = { cardNumber: '', expiry: '', cvc: '', name: '' };
const FORMATS = { cardNumber: formatCardNumber, expiry: formatExpiry, cvc: formatCvc } as const;

export interface CardFormProps {
  reference: string;
  amountPence: number;
  /** 200: paid, with the survey's welcome page to go back to. */
  onPaid: (returnPath: string) => void;
}

/**
 * The test checkout's card form: number, expiry (MM/YY), security code and name, with the
 * autocomplete names browsers and password managers fill cards by. The shared schema checks the
 * fields first; a 400 puts the server's messages on them. A declined card (402) keeps the person
 * here, as Stripe's Checkout does: the message, and the card number cleared for another card
 * (issue 9; the payment stays open, decision 015).
 */
export function CardForm({ reference, amountPence, onPaid }: CardFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const [fatal, setFatal] = useState<unknown>(null);
  const { control, register, handleSubmit, setError, setValue, setFocus, formState } = useForm({
    resolver: zodResolver(SandboxPayBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = formState;
  if (fatal) throw fatal;

  const onSubmit = handleSubmit(async (card) => {
    setGeneralError(null);
    setDeclined(false);
    try {
      const paid = await paySandbox(reference, card);
      onPaid(paid.returnPath);
    } catch (error) {
      if (isApiError(error, 402)) {
        setDeclined(true);
        setValue('cardNumber', '');
        setFocus('cardNumber');
      } else if (isApiError(error, 400)) {
        const set = applyServerErrors<SandboxPayBody>(error, FIELDS, setError);
        if (!set.length) setGeneralError(error.message || t('errors.bad_request'));
      } else if (isApiError(error, 404)) {
        navigate(paths.notFound.href(), { replace: true });
      } else {
        setFatal(error);
      }
    }
  });

  const formatted = (name: keyof typeof FORMATS, label: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          id={fieldId(ID, name)}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(FORMATS[name](event.currentTarget.value))}
          onBlur={field.onBlur}
          label={label}
          autoComplete={autoComplete}
          inputMode="numeric"
          dir="ltr"
          required
          error={errorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('checkout.form')}>
      <Stack gap="md">
        <FormAlert message={generalError} />
        {declined && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            title={t('outcome.declined_title')}
            role="alert"
            styles={{
              title: { color: 'var(--mantine-color-red-9)' },
              message: { color: 'var(--mantine-color-red-9)' },
              icon: { color: 'var(--mantine-color-red-9)' },
            }}
          >
            {t('card_declined')} {t('checkout.try_another')}
          </Alert>
        )}
        {formatted('cardNumber', t('checkout.card_number'), 'cc-number')}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {formatted('expiry', t('checkout.expiry'), 'cc-exp')}
          {formatted('cvc', t('checkout.cvc'), 'cc-csc')}
        </SimpleGrid>
        <TextInput
          {...register('name')}
          id={fieldId(ID, 'name')}
          label={t('checkout.name')}
          autoComplete="cc-name"
          required
          maxLength={100}
          error={errorText(errors.name)}
        />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {t('checkout.pay', { amount: formatPence(amountPence, locale) })}
        </Button>
      </Stack>
    </form>
  );
}
