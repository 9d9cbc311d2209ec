import {
  EndUserCodeSchema,
  GenderSchema,
  PhoneSchema,
  type UpdateUserDataForm,
  UpdateUserDataFormSchema,
  type UserResponse,
} from '@portal/shared/accounts';
import { partsFromDob } from '@portal/shared/rules/dob';
import { z } from 'zod';
import { DobPartsSchema, dobPayload } from './dob-parts';
import { DOB_SERVER_FIELDS, PERSON_FIELD_ORDER } from './person-field-order';
import { choiceOf, optionalChoice, requiredChoice } from './select-values';

const shape = UpdateUserDataFormSchema.shape;

/**
 * The account page's profile form, from the shared UpdateUserDataFormSchema's field schemas plus
 * the form-only date parts (platform spec §5 "Profile"). Its output is the wire's
 * updateUserDataForm, less the locale the caller adds.
 */
export const ProfileFieldsSchema = z
  .object({
    firstName: shape.firstName,
    lastName: shape.lastName,
    email: shape.email,
    dob: DobPartsSchema,
    gender: requiredChoice('validation.gender_required').pipe(GenderSchema),
    nationality: requiredChoice('validation.nationality_required'),
    industry: requiredChoice('validation.industry_required'),
    phone: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), PhoneSchema])),
    jobFunction: optionalChoice,
    region: optionalChoice,
    location: optionalChoice,
    level: optionalChoice,
    // platform spec §5: code digits only, max 12.
    code: EndUserCodeSchema,
  })
  .transform(
    (v): Omit<UpdateUserDataForm, 'locale'> => ({
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      gender: v.gender,
      ...dobPayload(v.dob),
      nationality: v.nationality,
      industry: v.industry,
      phone: v.phone || null,
      jobFunction: v.jobFunction,
      region: v.region,
      location: v.location,
      level: v.level,
      code: v.code || null,
    }),
  );

export type ProfileFields = z.input<typeof ProfileFieldsSchema>;
export type ProfileOutput = z.output<typeof ProfileFieldsSchema>;

/** platform spec §4: an accurate date gives day, month and year; otherwise only the year. */
export function profileDefaults(user: UserResponse): ProfileFields {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dob: partsFromDob(user.dob, user.dobIsAccurate),
    gender: choiceOf(user.gender),
    nationality: choiceOf(user.nationality),
    industry: choiceOf(user.industry),
    phone: user.phone ?? '',
    jobFunction: choiceOf(user.jobFunction),
    region: choiceOf(user.region),
    location: choiceOf(user.location),
    level: choiceOf(user.level),
    code: user.code ?? '',
  };
}

export const PROFILE_FIELD_ORDER = [
  ...PERSON_FIELD_ORDER,
  'jobFunction',
  'region',
  'location',
  'level',
  'code',
] as const;

export const PROFILE_SERVER_FIELDS = DOB_SERVER_FIELDS;
