/**
 * The person fields both the registration and the profile form start with, in page order (the
 * first one with an error is scrolled to, platform spec §5), and the server field names that
 * differ from theirs: the server answers for `dob`, the form has day, month and year.
 */
export const PERSON_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'dob.day',
  'dob.month',
  'dob.year',
  'gender',
  'nationality',
  'industry',
  'phone',
] as const;

export const DOB_SERVER_FIELDS = { dob: 'dob.year', dobIsAccurate: 'dob.year' } as const;
