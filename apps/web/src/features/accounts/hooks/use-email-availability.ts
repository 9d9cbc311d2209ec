import { useDebouncedValue } from '@mantine/hooks';
import { EmailSchema } from '@portal/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { isEmailAvailable } from '../api/check-email-availability';
import type { RegistrationFields, RegistrationOutput } from '../forms/registration-fields';

export const EMAIL_TAKEN = 'validation.email_taken';

/**
 * platform spec §5: the email must be free, "checked on change and on submit". This is the
 * on-change half: half a second after typing stops, a well-formed address is asked about once
 * (the answer is cached) and 'Email Address is already used' is set or cleared.
 */
export function useEmailAvailability(
  form: UseFormReturn<RegistrationFields, unknown, RegistrationOutput>,
): void {
  const { control, setError, clearErrors, getFieldState } = form;
  const queryClient = useQueryClient();
  const email = useWatch({ control, name: 'email' });
  const [typed] = useDebouncedValue(email, 500);
  useEffect(() => {
    const parsed = EmailSchema.safeParse(typed);
    if (!parsed.success) return;
    let current = true;
    isEmailAvailable(queryClient, parsed.data)
      .then((available) => {
        if (!current) return;
        if (!available) setError('email', { type: 'taken', message: EMAIL_TAKEN });
        else if (getFieldState('email').error?.type === 'taken') clearErrors('email');
      })
      .catch(() => {
        // The server checks again on submit.
      });
    return () => {
      current = false;
    };
  }, [typed, queryClient, setError, clearErrors, getFieldState]);
}
