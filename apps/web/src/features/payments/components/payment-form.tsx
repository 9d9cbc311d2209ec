import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  type PaymentMethod,
  type SurveyPaymentForm,
  SurveyPaymentFormSchema,
} from '@portal/shared/payments';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { useCountryOptions } from '../../lookups/api/get-countries';
import { createPayment } from '../api/create-payment';

const ID = 'payment';
const FIELDS = ['paymentMethod', 'countryCode', 'postalCode'] as const;
/** platform spec §9: Card is STRIPE, Bank transfer is OOPAY. */
const METHOD_LABELS: Record<PaymentMethod, string> = {
  STRIPE: 'page.method_card',
  OOPAY: 'page.method_bank',
};

export interface PaymentFormProps {
  routeProduct: string;
  surveyUserId: number;
  amountPence: number;
  /** Where the server's paymentUrl is opened: a full page load (Stripe, or our own checkout). */
  onRedirect?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/**
 * platform spec §2 "Payment page" form, rules §4 (bank transfer reveals country and postcode;
 * on success the browser goes to paymentUrl and the loading flag is cleared afterwards), §5 and
 * §8. A 400's field messages go on the fields (the spec drops 400s silently; our server explains
 * them); a 404 is not found; anything else goes to the error page.
 */
export function PaymentForm({
  routeProduct,
  surveyUserId,
  amountPence,
  onRedirect = assign,
}: PaymentFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [fatal, setFatal] = useState<unknown>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<SurveyPaymentForm>({
    resolver: zodResolver(SurveyPaymentFormSchema),
    defaultValues: { surveyUserId, amount: amountPence, countryCode: '', postalCode: '' },
    mode: 'onTouched',
  });
  const method = useWatch({ control, name: 'paymentMethod' });
  const bankTransfer = method === 'OOPAY';
  const countries = useCountryOptions(bankTransfer);
  const { errors } = formState;
  // "others rethrown": the route's error page takes over.
  if (fatal) throw fatal;

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    setPending(true);
    try {
      // Country and postcode belong to a bank transfer only.
      const form: SurveyPaymentForm = bankTransfer
        ? values
        : { ...values, countryCode: null, postalCode: null };
      const { paymentUrl } = await createPayment(routeProduct, form);
      onRedirect(paymentUrl);
    } catch (error) {
      if (isApiError(error, 400)) {
        const set = applyServerErrors<SurveyPaymentForm>(error, FIELDS, setError);
        if (!set.length) setGeneralError(error.message || t('errors.bad_request'));
      } else if (isApiError(error, 404)) {
        navigate(paths.notFound.href(), { replace: true });
      } else {
        setFatal(error);
      }
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('page.form')}>
      <Stack gap="md">
        <FormAlert message={generalError} />
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field, fieldState }) => (
            <NativeSelect
              id={fieldId(ID, 'paymentMethod')}
              ref={field.ref}
              name={field.name}
              label={t('page.method')}
              value={field.value ?? ''}
              onChange={(event) =>
                field.onChange((event.currentTarget.value || undefined) as PaymentMethod)
              }
              onBlur={field.onBlur}
              required
              error={errorText(fieldState.error)}
              data={[
                { value: '', label: t('page.choose') },
                ...(['STRIPE', 'OOPAY'] as const).map((value) => ({
                  value,
                  label: t(METHOD_LABELS[value]),
                })),
              ]}
            />
          )}
        />
        {bankTransfer && (
          <>
            <Controller
              control={control}
              name="countryCode"
              render={({ field, fieldState }) => (
                <NativeSelect
                  id={fieldId(ID, 'countryCode')}
                  ref={field.ref}
                  name={field.name}
                  label={t('page.country')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  required
                  autoComplete="billing country"
                  disabled={countries.isPending && !countries.data}
                  error={errorText(fieldState.error)}
                  data={[
                    {
                      value: '',
                      label: countries.data ? t('page.choose') : t('page.loading_countries'),
                    },
                    ...(countries.data ?? []),
                  ]}
                />
              )}
            />
            <TextInput
              {...register('postalCode')}
              id={fieldId(ID, 'postalCode')}
              label={t('page.postcode')}
              autoComplete="billing postal-code"
              required
              maxLength={20}
              error={errorText(errors.postalCode)}
            />
          </>
        )}
        <TextInput
          id={fieldId(ID, 'amount')}
          label={t('page.amount')}
          value={formatPence(amountPence, locale)}
          readOnly
          styles={{ input: { fontWeight: 700 } }}
        />
        <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('page.submit')}
        </Button>
      </Stack>
    </form>
  );
}
