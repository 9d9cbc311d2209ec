import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * Mantine's PasswordInput (9.7) marks its input data-invalid but not aria-invalid, unlike
 * TextInput, so a screen reader did not hear that a password field was in error (found by the
 * e2e journeys). The same component with aria-invalid set from `error`, and the visibility
 * toggle named in the page's language (Mantine's own label is English only).
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation('common');
    return (
      <MantinePasswordInput
        ref={ref}
        aria-invalid={props.error ? true : undefined}
        {...props}
        visibilityToggleButtonProps={{
          'aria-label': t('password_visibility'),
          ...props.visibilityToggleButtonProps,
        }}
      />
    );
  },
);
