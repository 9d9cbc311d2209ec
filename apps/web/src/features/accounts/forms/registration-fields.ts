import {
  GenderSchema,
  PhoneSchema,
  type RegistrationForm,
  RegistrationFormSchema,
} from '@portal/shared/accounts';
import { z } from 'zod';
import { DobPartsSchema, dobPayload, EMPTY_DOB } from './dob-parts';
import { DOB_SERVER_FIELDS, PERSON_FIELD_ORDER } from './person-field-order';
import { optionalChoice, requiredChoice } from './select-values';

export interface RegistrationOptions {
  /** platform spec §2: phone only when the server offers it. */
  phone: boolean;
  /** platform spec §2: market and role only for the 'E.Q. Soft Touch Report' layout. */
  softTouch: boolean;
}

const shape = RegistrationFormSchema.shape;

/**
 * The registration form's fields, built from the shared RegistrationFormSchema's field schemas
 * (same rules, same message keys as the server) plus the form-only date parts and selects.
 * Its output is the wire's registrationForm, less the locale the caller adds.
 */
export function registrationFieldsSchema(options: RegistrationOptions) {
  return z
    .object({
      firstName: shape.firstName,
      lastName: shape.lastName,
      email: shape.email,
      dob: DobPartsSchema,
      gender: requiredChoice('validation.gender_required').pipe(GenderSchema),
      nationality: requiredChoice('validation.nationality_required'),
      industry: requiredChoice('validation.industry_required'),
      phone: options.phone
        ? z
            .string()
            .trim()
            .pipe(z.union([z.literal(''), PhoneSchema]))
        : z.string(),
      market: options.softTouch ? requiredChoice('validation.market_required') : optionalChoice,
      role: options.softTouch ? requiredChoice('validation.role_required') : optionalChoice,
      password: shape.password,
      confirmPassword: z.string().min(1, 'validation.confirm_password_required'),
    })
    .superRefine((v, ctx) => {
      if (v.confirmPassword && v.password !== v.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'validation.passwords_must_match',
        });
      }
    })
    .transform(
      (v): Omit<RegistrationForm, 'locale'> => ({
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        gender: v.gender,
        phone: options.phone && v.phone ? v.phone : null,
        ...dobPayload(v.dob),
        nationality: v.nationality,
        industry: v.industry,
        market: options.softTouch ? v.market : null,
        role: options.softTouch ? v.role : null,
        password: v.password,
        confirmPassword: v.confirmPassword,
      }),
    );
}

export type RegistrationFields = z.input<ReturnType<typeof registrationFieldsSchema>>;
export type RegistrationOutput = z.output<ReturnType<typeof registrationFieldsSchema>>;

export const EMPTY_REGISTRATION: RegistrationFields = {
  firstName: '',
  lastName: '',
  email: '',
  dob: EMPTY_DOB,
  gender: null,
  nationality: null,
  industry: null,
  phone: '',
  market: null,
  role: null,
  password: '',
  confirmPassword: '',
};

/** Field names in page order: the first one with an error is scrolled to (platform spec §5). */
export const REGISTRATION_FIELD_ORDER = [
  ...PERSON_FIELD_ORDER,
  'market',
  'role',
  'password',
  'confirmPassword',
] as const;

/** Server field names that differ from the form's. */
export const REGISTRATION_SERVER_FIELDS = DOB_SERVER_FIELDS;
