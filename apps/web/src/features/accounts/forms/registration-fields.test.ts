import { describe, expect, it } from 'vitest';
import { DobPartsSchema, dobPayload } from './dob-parts';
import {
  EMPTY_REGISTRATION,
  type RegistrationFields,
  registrationFieldsSchema,
} from './registration-fields';

const valid: RegistrationFields = {
  ...EMPTY_REGISTRATION,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  dob: { day: '10', month: '12', year: '1985' },
  gender: '0',
  nationality: '4',
  industry: '7',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
};

function dobMessages(parts: { day: string; month: string; year: string }) {
  const result = DobPartsSchema.safeParse(parts);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('date of birth parts (platform spec §4-5)', () => {
  it('accepts a full date and marks it accurate', () => {
    expect(dobMessages({ day: '7', month: '3', year: '1990' })).toEqual({});
    expect(dobPayload({ day: '7', month: '3', year: '1990' })).toEqual({
      dob: '1990-03-07T00:00:00.000Z',
      dobIsAccurate: true,
    });
  });

  it('turns a year alone into 1 January, not accurate', () => {
    expect(dobMessages({ day: '', month: '', year: '1990' })).toEqual({});
    expect(dobPayload({ day: '', month: '', year: '1990' })).toEqual({
      dob: '1990-01-01T00:00:00.000Z',
      dobIsAccurate: false,
    });
  });

  it('requires the year, with exactly 4 digits', () => {
    expect(dobMessages({ day: '', month: '', year: '' })).toEqual({
      year: 'validation.year_required',
    });
    expect(dobMessages({ day: '', month: '', year: '990' })).toEqual({
      year: 'validation.year_digits',
    });
    expect(dobMessages({ day: '', month: '', year: '19a0' })).toEqual({
      year: 'validation.year_digits',
    });
    expect(dobMessages({ day: '', month: '', year: '1850' })).toEqual({
      year: 'validation.year_range',
    });
  });

  it('keeps the day within 1 to 31 and the month within 1 to 12, two characters at most', () => {
    expect(dobMessages({ day: '32', month: '1', year: '1990' })).toEqual({
      day: 'validation.day_numeric',
    });
    expect(dobMessages({ day: '0', month: '1', year: '1990' })).toEqual({
      day: 'validation.day_numeric',
    });
    expect(dobMessages({ day: '001', month: '1', year: '1990' })).toEqual({
      day: 'validation.day_numeric',
    });
    expect(dobMessages({ day: 'x', month: '1', year: '1990' })).toEqual({
      day: 'validation.day_numeric',
    });
    expect(dobMessages({ day: '1', month: '13', year: '1990' })).toEqual({
      month: 'validation.month_numeric',
    });
    expect(dobMessages({ day: '01', month: '09', year: '1990' })).toEqual({});
  });

  it('wants the day and the month together, or neither', () => {
    expect(dobMessages({ day: '5', month: '', year: '1990' })).toEqual({
      month: 'validation.dob_day_month_together',
    });
    expect(dobMessages({ day: '', month: '5', year: '1990' })).toEqual({
      day: 'validation.dob_day_month_together',
    });
  });

  it('rejects a day the month does not have', () => {
    expect(dobMessages({ day: '31', month: '4', year: '1990' })).toEqual({
      day: 'validation.dob_invalid',
    });
    expect(dobMessages({ day: '29', month: '2', year: '2001' })).toEqual({
      day: 'validation.dob_invalid',
    });
    expect(dobMessages({ day: '29', month: '2', year: '2000' })).toEqual({});
  });
});

describe('registration fields', () => {
  it('gives the wire form: lower-case email, numbers for the choices, ISO dob', () => {
    const out = registrationFieldsSchema({ phone: false, softTouch: false }).parse(valid);
    expect(out).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 0,
      phone: null,
      dob: '1985-12-10T00:00:00.000Z',
      dobIsAccurate: true,
      nationality: 4,
      industry: 7,
      market: null,
      role: null,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
  });

  it('allows gender 0, "Prefer not to say", but not no choice', () => {
    const schema = registrationFieldsSchema({ phone: false, softTouch: false });
    expect(schema.safeParse({ ...valid, gender: '0' }).success).toBe(true);
    const missing = schema.safeParse({ ...valid, gender: null });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['validation.gender_required']);
  });

  it('reports every missing field at once, the password mismatch included', () => {
    const result = registrationFieldsSchema({ phone: false, softTouch: false }).safeParse({
      ...EMPTY_REGISTRATION,
      password: 'long enough 1',
      confirmPassword: 'long enough 2',
    });
    const byField = Object.fromEntries(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );
    expect(byField).toMatchObject({
      firstName: 'validation.first_name_required',
      lastName: 'validation.last_name_required',
      email: 'validation.email_required',
      'dob.year': 'validation.year_required',
      gender: 'validation.gender_required',
      nationality: 'validation.nationality_required',
      industry: 'validation.industry_required',
      confirmPassword: 'validation.passwords_must_match',
    });
  });

  it('checks the phone only when the server offers it', () => {
    const bad = { ...valid, phone: '123' };
    expect(
      registrationFieldsSchema({ phone: false, softTouch: false }).parse(bad).phone,
    ).toBeNull();
    const offered = registrationFieldsSchema({ phone: true, softTouch: false });
    expect(offered.safeParse(bad).error?.issues[0]?.message).toBe('validation.phone_format');
    expect(offered.parse({ ...valid, phone: '' }).phone).toBeNull();
    expect(offered.parse({ ...valid, phone: '+441234567890' }).phone).toBe('+441234567890');
  });

  it('asks for market and role only for the soft-touch layout', () => {
    expect(
      registrationFieldsSchema({ phone: false, softTouch: false }).safeParse(valid).success,
    ).toBe(true);
    const softTouch = registrationFieldsSchema({ phone: false, softTouch: true });
    expect(softTouch.safeParse(valid).error?.issues.map((i) => i.message)).toEqual([
      'validation.market_required',
      'validation.role_required',
    ]);
    const out = softTouch.parse({ ...valid, market: '2', role: '3' });
    expect(out).toMatchObject({ market: 2, role: 3 });
  });
});
