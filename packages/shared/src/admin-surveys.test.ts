import { describe, expect, it } from 'vitest';
import {
  CreateSurveyBodySchema,
  PriceInPoundsSchema,
  poundsText,
  SURVEY_PRICE_MAX_PENCE,
} from './admin-surveys.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  product: 'eq',
  titles: { en_GB: 'Spring' },
  welcomeMessages: {},
  defaultLanguage: 'en_GB',
  validFrom: '',
  validTo: '',
  price: '0',
  layout: 'Default Layout',
  isUnlimitedAccess: false,
  resiliencyEnabled: false,
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const result = CreateSurveyBodySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the survey form schema', () => {
  it('reads pounds as typed into whole pence, without floating-point slips', () => {
    expect(PriceInPoundsSchema.parse('49.5')).toBe(4950);
    expect(PriceInPoundsSchema.parse('0.29')).toBe(29);
    expect(PriceInPoundsSchema.parse(' 1000 ')).toBe(100000);
    expect(PriceInPoundsSchema.parse('99999.99')).toBe(SURVEY_PRICE_MAX_PENCE);
    for (const bad of ['-1', '1.234', '1e3', '£5', '', '100000', '1,50']) {
      expect(PriceInPoundsSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('shows pence back as the pounds the form accepts', () => {
    for (const pence of [0, 5, 4950, 100000, SURVEY_PRICE_MAX_PENCE]) {
      expect(PriceInPoundsSchema.parse(poundsText(pence))).toBe(pence);
    }
    expect(poundsText(4950)).toBe('49.50');
  });

  it('puts each rule’s message on its own field', () => {
    expect(errorsOf(form())).toEqual({});
    expect(
      errorsOf(
        form({
          titles: { fr: 'Printemps' },
          validFrom: '2026-06-01',
          validTo: '2026-05-31',
          price: 'x',
        }),
      ),
    ).toEqual({
      'titles.en_GB': 'admin.survey_admin.errors.title_required',
      validTo: 'admin.survey_admin.errors.dates_order',
      price: 'admin.survey_admin.errors.price',
    });
    expect(errorsOf(form({ validFrom: '2026-02-30' }))).toEqual({
      validFrom: 'admin.survey_admin.errors.date',
    });
  });

  it('empty dates mean no limit', () => {
    const parsed = CreateSurveyBodySchema.parse(form({ validFrom: '2026-01-01' }));
    expect(parsed).toMatchObject({ validFrom: '2026-01-01', validTo: null, price: 0 });
  });
});
