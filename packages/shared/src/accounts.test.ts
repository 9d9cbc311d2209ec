// Property-based tests of the account validators against the limits of platform spec §5 and §9.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DobIsoSchema,
  EmailSchema,
  EndUserCodeSchema,
  FirstNameSchema,
  LastNameSchema,
  PhoneSchema,
  TsRegistrationBodySchema,
} from './accounts.ts';
import { LIMITS } from './limits.ts';

/** The message keys of a failed parse. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const whitespace = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \t ');

// Addresses of the common shape: dotted atoms of letters, digits, _ + - before the @, and
// labels of letters, digits and inner hyphens after it, ending in a 2+ letter top-level domain.
const atom = fc.stringMatching(/^[A-Za-z0-9_+-]{1,20}$/);
const label = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9-]{0,20}[A-Za-z0-9])?$/);
const tld = fc.stringMatching(/^[A-Za-z]{2,6}$/);
const emailAddress = fc
  .tuple(
    fc.array(atom, { minLength: 1, maxLength: 4 }),
    fc.array(label, { minLength: 1, maxLength: 4 }),
    tld,
  )
  .map(([local, domain, top]) => `${local.join('.')}@${domain.join('.')}.${top}`);

describe('EmailSchema (max 180, lower-cased)', () => {
  it('accepts a well-formed address of up to 180 characters, trimmed and lower-cased', () => {
    fc.assert(
      fc.property(emailAddress, whitespace, whitespace, (email, before, after) => {
        fc.pre(email.length <= LIMITS.emailMax);
        const parsed = EmailSchema.safeParse(`${before}${email}${after}`);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toBe(email.toLowerCase());
      }),
    );
  });

  it('refuses any address longer than 180 characters with email_max', () => {
    fc.assert(
      fc.property(emailAddress, fc.integer({ min: 1, max: 300 }), (email, extra) => {
        const [local, domain] = email.split('@') as [string, string];
        const padded = `${local}${'a'.repeat(Math.max(0, LIMITS.emailMax - email.length) + extra)}@${domain}`;
        expect(padded.length).toBeGreaterThan(LIMITS.emailMax);
        expect(messagesOf(EmailSchema.safeParse(padded))).toContain('validation.email_max');
      }),
    );
  });

  it('whatever it is given, what it accepts is lower-case, trimmed, at most 180 long and has one @', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 250 }),
          emailAddress,
          fc.string({ unit: 'binary', maxLength: 40 }),
        ),
        (input) => {
          const parsed = EmailSchema.safeParse(input);
          if (!parsed.success) return;
          expect(parsed.data).toBe(parsed.data.toLowerCase());
          expect(parsed.data).toBe(parsed.data.trim());
          expect(parsed.data.length).toBeLessThanOrEqual(LIMITS.emailMax);
          expect(parsed.data.split('@')).toHaveLength(2);
        },
      ),
    );
  });

  it('is idempotent and case-blind: parsing again, or in another case, gives the same address', () => {
    fc.assert(
      fc.property(emailAddress, (email) => {
        fc.pre(email.length <= LIMITS.emailMax);
        const once = EmailSchema.parse(email);
        expect(EmailSchema.parse(once)).toBe(once);
        expect(EmailSchema.parse(email.toUpperCase())).toBe(once);
      }),
    );
  });

  it('an empty or blank address is "required", not "invalid"', () => {
    fc.assert(
      fc.property(whitespace, (blank) => {
        expect(messagesOf(EmailSchema.safeParse(blank))).toEqual(['validation.email_required']);
      }),
    );
  });

  it('an address without exactly one @ is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }).filter((s) => !s.includes('@')),
        (s) => {
          expect(EmailSchema.safeParse(s).success).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(emailAddress, emailAddress, (a, b) => {
        expect(EmailSchema.safeParse(`${a}@${b}`).success).toBe(false);
      }),
    );
  });
});

describe.each([
  ['FirstNameSchema', FirstNameSchema, 'validation.first_name_required'],
  ['LastNameSchema', LastNameSchema, 'validation.last_name_required'],
])('%s (1 to 50 characters after trimming)', (_, schema, required) => {
  const text = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc
      .tuple(whitespace, fc.string({ minLength: 45, maxLength: 55 }), whitespace)
      .map((p) => p.join('')),
  );

  it('accepts exactly the strings of 1 to 50 characters once trimmed, and answers them trimmed', () => {
    fc.assert(
      fc.property(text, (name) => {
        const trimmed = name.trim();
        const parsed = schema.safeParse(name);
        expect(parsed.success).toBe(trimmed.length >= 1 && trimmed.length <= LIMITS.nameMax);
        if (parsed.success) expect(parsed.data).toBe(trimmed);
        else if (trimmed.length === 0) expect(messagesOf(parsed)).toEqual([required]);
        else expect(messagesOf(parsed)).toEqual(['validation.name_max']);
      }),
    );
  });

  it('refuses a value that is not a string as "required"', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined), fc.boolean()),
        (v) => {
          expect(messagesOf(schema.safeParse(v))).toEqual([required]);
        },
      ),
    );
  });
});

describe('PhoneSchema (an optional + then 11 to 16 digits, and at least 12 digits)', () => {
  const digits = (min: number, max: number) =>
    fc.integer({ min, max }).chain((n) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`)));
  const plus = fc.constantFrom('', '+');

  it('accepts 12 to 16 digits, with or without a leading plus', () => {
    fc.assert(
      fc.property(plus, digits(12, 16), (p, d) => {
        const parsed = PhoneSchema.safeParse(`${p}${d}`);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toBe(`${p}${d}`);
      }),
    );
  });

  it('refuses 11 digits as not a full international number, with or without a plus', () => {
    fc.assert(
      fc.property(plus, digits(11, 11), (p, d) => {
        expect(messagesOf(PhoneSchema.safeParse(`${p}${d}`))).toEqual([
          'validation.phone_international',
        ]);
      }),
    );
  });

  it('refuses fewer than 11 or more than 16 digits as the wrong format', () => {
    fc.assert(
      fc.property(plus, fc.oneof(digits(0, 10), digits(17, 30)), (p, d) => {
        expect(messagesOf(PhoneSchema.safeParse(`${p}${d}`))).toContain('validation.phone_format');
      }),
    );
  });

  it('agrees with the rule on any mix of digits, plus signs, spaces, dashes and letters', () => {
    const chars = fc.constantFrom(...'0123456789+ -()x٣'.split(''));
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 22 }).map((c) => c.join('')),
        (input) => {
          const v = input.trim();
          const digitCount = v.replace(/\D/g, '').length;
          const rule = /^\+?[0-9]+$/.test(v) && digitCount >= 12 && digitCount <= 16;
          expect(PhoneSchema.safeParse(input).success).toBe(rule);
        },
      ),
    );
  });
});

describe('EndUserCodeSchema (0 to 12 digits only)', () => {
  it('accepts 0 to 12 ASCII digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (code) => {
        expect(EndUserCodeSchema.safeParse(code)).toMatchObject({ success: true, data: code });
      }),
    );
  });

  it('refuses 13 digits or more with the spec message key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{13,40}$/), (code) => {
        expect(messagesOf(EndUserCodeSchema.safeParse(code))).toEqual(['validation.code_digits']);
      }),
    );
  });

  it('accepts a string exactly when, trimmed, it is 0 to 12 ASCII digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^ ?[0-9a-f.-]{0,14} ?$/)),
        (s) => {
          expect(EndUserCodeSchema.safeParse(s).success).toBe(/^[0-9]{0,12}$/.test(s.trim()));
        },
      ),
    );
  });
});

describe('DobIsoSchema (a real calendar date, year 1900 to this year)', () => {
  const thisYear = new Date().getUTCFullYear();
  const day = fc.date({
    min: new Date(Date.UTC(1000, 0, 1)),
    max: new Date(Date.UTC(9999, 11, 31)),
    noInvalidDate: true,
  });

  it('keeps the calendar date of an ISO instant at midnight UTC, and accepts it by year', () => {
    fc.assert(
      fc.property(day, (d) => {
        const date = d.toISOString().slice(0, 10);
        const parsed = DobIsoSchema.safeParse(`${date}T00:00:00.000Z`);
        const year = d.getUTCFullYear();
        expect(parsed.success).toBe(year >= 1900 && year <= thisYear);
        if (parsed.success) expect(parsed.data).toBe(date);
        else expect(messagesOf(parsed)).toEqual(['validation.year_range']);
      }),
    );
  });

  it('refuses a day past the end of its month as an invalid date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: thisYear }),
        fc.integer({ min: 1, max: 12 }),
        (y, m) => {
          const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
          const iso = `${y}-${String(m).padStart(2, '0')}-${daysInMonth + 1}T00:00:00.000Z`;
          expect(messagesOf(DobIsoSchema.safeParse(iso))).toEqual(['validation.dob_invalid']);
        },
      ),
    );
  });
});

describe('TsRegistrationBodySchema access code (exactly 50 letters or digits)', () => {
  const accessCodeOf = (body: unknown) =>
    TsRegistrationBodySchema.shape.registrationForm.safeParse(body);

  it('an access code is accepted exactly when it is 50 ASCII letters or digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9]{50}$/),
          fc.stringMatching(/^[A-Za-z0-9]{45,55}$/),
          fc.string({ minLength: 50, maxLength: 50 }),
        ),
        (accessCode) => {
          const issues = accessCodeOf({ accessCode }).error?.issues ?? [];
          const onCode = issues.filter((i) => i.path.join('.') === 'accessCode');
          expect(onCode.length === 0).toBe(/^[A-Za-z0-9]{50}$/.test(accessCode));
        },
      ),
    );
  });
});
