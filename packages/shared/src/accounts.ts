import { z } from 'zod';
import { PathIdSchema } from './ids.ts';
import { LIMITS } from './limits.ts';
import { LOCALES } from './locales.ts';
import { rowIdSchema, textSchema } from './primitives.ts';
import { calendarDateFromIso, isPlausibleBirthYear } from './rules/dob.ts';
import { isFullInternationalNumber, PHONE_PATTERN } from './rules/phone.ts';

/*
 * Every message below is a key of the `validation` namespace (packages/shared/locales/<locale>/
 * validation.json). The server translates it from Accept-Language; the web form through t().
 */

export const GENDERS = [0, 1, 2, 3] as const;
/** platform spec §3: 0 not to say, 1 male, 2 female, 3 non-binary. */
export const GENDER_LABELS = { 0: 'not_to_say', 1: 'male', 2: 'female', 3: 'non_binary' } as const;

export const EmailSchema = textSchema('validation.email_required')
  .trim()
  .min(1, 'validation.email_required')
  .max(LIMITS.emailMax, 'validation.email_max')
  .pipe(z.email('validation.email_invalid'))
  .transform((v) => v.toLowerCase());

const nameSchema = (required: string) =>
  textSchema(required).trim().min(1, required).max(LIMITS.nameMax, 'validation.name_max');

export const FirstNameSchema = nameSchema('validation.first_name_required');
export const LastNameSchema = nameSchema('validation.last_name_required');

export const PasswordSchema = textSchema('validation.password_required')
  .min(1, 'validation.password_required')
  .min(LIMITS.passwordMin, 'validation.password_min')
  .max(LIMITS.passwordMax, 'validation.password_max');

export const GenderSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: 'validation.gender_required',
});

const idSchema = (required: string) => rowIdSchema(required);

export const PhoneSchema = textSchema()
  .trim()
  .regex(PHONE_PATTERN, 'validation.phone_format')
  .refine(isFullInternationalNumber, 'validation.phone_international');

/** An optional phone: empty means none. */
const optionalPhone = z
  .union([z.literal(''), z.null(), PhoneSchema])
  .optional()
  .transform((v) => (v ? v : null));

/** dob travels as an ISO string; the server keeps the calendar date (platform spec §4). */
export const DobIsoSchema = textSchema('validation.year_required')
  .refine((v) => calendarDateFromIso(v) !== null, 'validation.dob_invalid')
  .transform((v) => calendarDateFromIso(v) as string)
  .refine((d) => isPlausibleBirthYear(Number(d.slice(0, 4))), 'validation.year_range');

export const LocaleSchema = z.enum(LOCALES);

export const EndUserCodeSchema = textSchema()
  .trim()
  .regex(new RegExp(`^\\d{0,${LIMITS.codeMaxDigits}}$`), 'validation.code_digits');

export const RegistrationFormSchema = z
  .object({
    email: EmailSchema,
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    gender: GenderSchema,
    phone: optionalPhone,
    locale: LocaleSchema.default('en_GB'),
    dob: DobIsoSchema,
    dobIsAccurate: z.boolean().default(false),
    nationality: idSchema('validation.nationality_required'),
    industry: idSchema('validation.industry_required'),
    market: idSchema('validation.market_required').nullish(),
    role: idSchema('validation.role_required').nullish(),
    password: PasswordSchema,
    confirmPassword: textSchema('validation.confirm_password_required'),
  })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwords_must_match',
  });
export type RegistrationForm = z.input<typeof RegistrationFormSchema>;

export const RegistrationBodySchema = z.object({ registrationForm: RegistrationFormSchema });
export type RegistrationBody = z.input<typeof RegistrationBodySchema>;

/** The team-survey variant (POST /public/ts/registration) carries the survey's access code. */
export const TsRegistrationBodySchema = z.object({
  registrationForm: RegistrationFormSchema.and(
    z.object({
      accessCode: textSchema('validation.access_code').regex(
        /^[A-Za-z0-9]{50}$/,
        'validation.access_code',
      ),
    }),
  ),
});
export type TsRegistrationBody = z.input<typeof TsRegistrationBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: textSchema('validation.password_required').min(1, 'validation.password_required'),
  accessCode: textSchema().optional(),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const EmailAvailabilityQuerySchema = z.object({ email: textSchema().max(1000) });
export const EmailAvailabilityResponseSchema = z.object({ available: z.boolean() });
export type EmailAvailabilityResponse = z.infer<typeof EmailAvailabilityResponseSchema>;

/** platform spec §3 writes `image.fileURL`: always an object, its fields null without a picture. */
export const UserImageSchema = z.object({
  fileURL: z.string().nullable(),
  filePath: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type UserImage = z.infer<typeof UserImageSchema>;

export const UserResponseSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  locale: LocaleSchema,
  image: UserImageSchema,
  /** Calendar date YYYY-MM-DD. */
  dob: z.string().nullable(),
  dobIsAccurate: z.boolean(),
  gender: GenderSchema.nullable(),
  phone: z.string().nullable(),
  nationality: z.number().nullable(),
  industry: z.number().nullable(),
  market: z.number().nullable(),
  role: z.number().nullable(),
  jobFunction: z.number().nullable(),
  region: z.number().nullable(),
  location: z.number().nullable(),
  level: z.number().nullable(),
  code: z.string().nullable(),
  endUserCodeStatus: z.boolean(),
  isImpersonated: z.boolean(),
  /** The administrator role (issue 13): the header offers the console; every admin call checks. */
  isAdmin: z.boolean(),
});
export type UserResponse = z.infer<typeof UserResponseSchema>;

const optionalOptionId = rowIdSchema('validation.invalid').nullish();

export const UpdateUserDataFormSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  gender: GenderSchema,
  dob: DobIsoSchema,
  dobIsAccurate: z.boolean().default(false),
  nationality: idSchema('validation.nationality_required'),
  industry: idSchema('validation.industry_required'),
  phone: optionalPhone,
  locale: LocaleSchema.optional(),
  jobFunction: optionalOptionId,
  region: optionalOptionId,
  location: optionalOptionId,
  level: optionalOptionId,
  code: z
    .union([z.null(), EndUserCodeSchema])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UpdateUserDataForm = z.input<typeof UpdateUserDataFormSchema>;
export const UpdateUserBodySchema = z.object({ updateUserDataForm: UpdateUserDataFormSchema });
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

export const UpdatePasswordFormSchema = z.object({
  oldPassword: textSchema('validation.current_password_required').min(
    1,
    'validation.current_password_required',
  ),
  newPassword: PasswordSchema,
});
export const ChangePasswordBodySchema = z.object({ updatePasswordForm: UpdatePasswordFormSchema });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** The web form adds the confirmation (team-survey spec §5); it never leaves the browser. */
export const ChangePasswordFieldsSchema = UpdatePasswordFormSchema.extend({
  confirmPassword: textSchema('validation.confirm_password_required').min(
    1,
    'validation.confirm_password_required',
  ),
}).refine((f) => f.newPassword === f.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.passwords_must_match',
});
export type ChangePasswordFields = z.input<typeof ChangePasswordFieldsSchema>;

export const PasswordRequestBodySchema = z.object({
  passwordRequestForm: z.object({
    username: EmailSchema,
    /** Where the browser runs; the server only uses it when it is one of its own origins. */
    origin: textSchema().max(500).optional(),
  }),
});
export type PasswordRequestBody = z.input<typeof PasswordRequestBodySchema>;

const confirmPasswordSchema = textSchema('validation.confirm_password_required').min(
  1,
  'validation.confirm_password_required',
);

/**
 * platform spec §3 "Password forms": the reset form is `{ newPassword, confirmPassword }`.
 * `password` is the name our own client sent before issue 9; it is still accepted for a
 * transition, and its messages land on `password`, the field that client shows. `newPassword`
 * wins when both are sent. The output always names it `newPassword`.
 */
export const PasswordResetFormSchema = z
  .object({
    newPassword: PasswordSchema.optional(),
    /** @deprecated the pre-issue-9 name of `newPassword`. */
    password: PasswordSchema.optional(),
    confirmPassword: confirmPasswordSchema,
  })
  .refine((f) => f.newPassword !== undefined || f.password !== undefined, {
    path: ['newPassword'],
    message: 'validation.password_required',
    // Checked even when the confirmation is missing too, so an empty form names both fields.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some(
        (i) => !i.path?.length || ['newPassword', 'password'].includes(String(i.path[0])),
      ),
  })
  .refine(
    (f) => {
      const password = f.newPassword ?? f.password;
      return password === undefined || password === f.confirmPassword;
    },
    {
      path: ['confirmPassword'],
      message: 'validation.passwords_must_match',
    },
  )
  .transform((f) => ({
    newPassword: (f.newPassword ?? f.password) as string,
    confirmPassword: f.confirmPassword,
  }));
export const PasswordResetBodySchema = z.object({ passwordResetForm: PasswordResetFormSchema });
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;

/** The reset form our web client fills and sends: the spec's names only. */
export const PasswordResetFieldsSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwords_must_match',
  });
export type PasswordResetFields = z.input<typeof PasswordResetFieldsSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const DeletePictureBodySchema = z.object({ fileName: textSchema().max(200).optional() });

export const SessionCheckResponseSchema = z.object({
  active: z.boolean(),
  expiresAt: z.string(),
});
export type SessionCheckResponse = z.infer<typeof SessionCheckResponseSchema>;

/** Ids are PostgreSQL integers: a larger number is refused here, not by the database as a 500. */
export const UserIdParamsSchema = z.object({
  id: PathIdSchema,
});

export const ImpersonateQuerySchema = z.object({ _switch_user: textSchema().min(1).max(180) });

/**
 * POST /public/sign-in-link/: spends a one-time, short-lived sign-in token (the kind an invitation
 * mail carries, as in /icoach/{accessCode}/{token}) for a normal session token (issue 10).
 */
export const SignInLinkBodySchema = z.object({
  token: textSchema('validation.invalid')
    .min(20, 'validation.invalid')
    .max(200, 'validation.invalid'),
});
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

/** The session a sign-in link opens, and where its mail meant to land (null: the link's page). */
export const SignInLinkResponseSchema = TokenResponseSchema.extend({ next: z.string().nullable() });
export type SignInLinkResponse = z.infer<typeof SignInLinkResponseSchema>;

/**
 * POST /public/invitation/ (issue 11): the one-time token of an invitation mail and the password
 * its owner chooses. It opens an account someone prepared for them (a 360 manager) and answers a
 * session and where to land.
 */
export const InvitationBodySchema = SignInLinkBodySchema.extend({
  passwordResetForm: PasswordResetFieldsSchema,
});
export type InvitationBody = z.input<typeof InvitationBodySchema>;

export const InvitationResponseSchema = TokenResponseSchema.extend({
  /** A path of the portal, such as the 360 dashboard of the survey the person was invited to. */
  next: z.string(),
});
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;
