import { STORAGE_KEYS } from '@portal/shared/client';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { SurveyPaymentPage } from './survey-payment-page';

const CODE = 'DemoEqPaid'.padEnd(50, '0');
const INFO = {
  surveyProductId: 3,
  survey: {
    id: 3,
    title: 'E.Q. Professional',
    welcomeMessage: '<p>Hi</p>',
    accessCode: CODE,
    defaultLanguage: 'en_GB',
    isUnlimitedAccess: false,
    logos: [],
    validFrom: null,
    validTo: null,
    paymentAmount: 2500,
    reportLayout: { title: 'Default Layout' },
    product: 'eq',
    resiliency: false,
  },
};
const PAYER = { fullName: 'Layla Learner', email: 'learner@demo.example' };

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/payment/:surveyProduct/:accessCode"
        element={<SurveyPaymentPage payer={PAYER} />}
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: path },
  );
}

describe('payment page (platform spec §2, §4, §8)', () => {
  beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.token, 'a.b.c'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the survey, the product, the payer and the amount; a missing survey user is created', async () => {
    const { fetchStub, calls } = stubFetch({
      [`GET /api/public/eq/survey/access-code/${CODE}/`]: () => json(INFO),
      'POST /api/eq/survey/user/get/': () => json({ message: 'Not found' }, 404),
      'POST /api/eq/survey/user/create/': () =>
        json({ surveyUserId: 9, isAuthorized: false, isCompleted: false }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderAt(`/payment/eq/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'E.Q. Professional' })).toBeTruthy();
    expect(screen.getByText('E.Q.')).toBeTruthy();
    expect(screen.getByText('Layla Learner')).toBeTruthy();
    expect(screen.getByText('learner@demo.example')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '£25.00',
    );
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain(
      'POST /api/eq/survey/user/create/',
    );
  });

  it('a survey already paid for goes back to its welcome page, which starts it', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/public/eq/survey/access-code/${CODE}/`]: () => json(INFO),
        'POST /api/eq/survey/user/get/': () =>
          json({ surveyUserId: 9, isAuthorized: true, isCompleted: false }),
      }).fetchStub,
    );
    renderAt(`/payment/eq/${CODE}`);
    expect(await screen.findByText(`at /eq/${CODE}?paid=1`)).toBeTruthy();
  });

  it('a product without a payment key shows the type error on the page', async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderAt(`/payment/ipulse/${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unknown product type for this payment',
    );
    expect(calls).toEqual([]);
  });

  it('an unknown survey is not found', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/public/eq/survey/access-code/${CODE}/`]: () => json({ message: 'x' }, 404),
      }).fetchStub,
    );
    renderAt(`/payment/eq/${CODE}`);
    expect(await screen.findByText('at /404')).toBeTruthy();
  });

  it('a visitor is sent to the welcome page to sign in first', async () => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    renderAt(`/payment/discovery-process/${CODE}`);
    expect(await screen.findByText(`at /discovery-process/${CODE}`)).toBeTruthy();
  });
});
