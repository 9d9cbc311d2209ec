import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { PaymentForm } from './payment-form';

const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
];

function setup(routes: Parameters<typeof stubFetch>[0] = {}, routeProduct = 'eq') {
  const stub = stubFetch({ 'GET /api/public/countries': () => json(COUNTRIES), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  const onRedirect = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PaymentForm
      routeProduct={routeProduct}
      surveyUserId={7}
      amountPence={2500}
      onRedirect={onRedirect}
    />,
  );
  const method = () => screen.getByRole('combobox', { name: /payment method/i });
  return { ...stub, onRedirect, user, method };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Make payment' }));

describe('payment form (platform spec §2, §4, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the amount read-only in pounds', () => {
    setup();
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('£25.00');
    expect(amount.readOnly).toBe(true);
  });

  it('asks for a payment method before calling the server', async () => {
    const { user, calls } = setup();
    await submit(user);
    expect(await screen.findByText('Payment type is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('bank transfer reveals the billing country and postcode; card hides them again', async () => {
    const { user, method } = setup();
    expect(screen.queryByRole('combobox', { name: /billing country/i })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /postcode/i })).toBeNull();
    await user.selectOptions(method(), 'OOPAY');
    const country = screen.getByRole('combobox', { name: /billing country/i });
    expect(screen.getByRole('textbox', { name: /postcode/i })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'United Kingdom' })).toBeTruthy();
    expect(country).toBeTruthy();
    await user.selectOptions(method(), 'STRIPE');
    expect(screen.queryByRole('combobox', { name: /billing country/i })).toBeNull();
  });

  it('a bank transfer needs the country and the postcode', async () => {
    const { user, method, calls } = setup();
    await user.selectOptions(method(), 'OOPAY');
    await submit(user);
    expect(await screen.findByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Postcode is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("a card payment sends the product's query key and opens the paymentUrl", async () => {
    const { user, method, calls, onRedirect } = setup(
      { 'POST /api/payment': () => json({ paymentUrl: '/payment/checkout/sbx_1234' }) },
      'discovery-process',
    );
    await user.selectOptions(method(), 'STRIPE');
    await submit(user);
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith('/payment/checkout/sbx_1234'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.search).toBe('?dpSurveyUserId=7');
    expect(JSON.parse(String(post.init.body))).toEqual({
      surveyPaymentForm: {
        surveyUserId: 7,
        amount: 2500,
        paymentMethod: 'STRIPE',
        countryCode: null,
        postalCode: null,
      },
    });
    // The loading flag is cleared once the browser has been sent on (spec §4).
    expect(screen.getByRole('button', { name: 'Make payment' }).getAttribute('data-loading')).toBe(
      null,
    );
  });

  it('a bank transfer sends the country and postcode', async () => {
    const { user, method, calls, onRedirect } = setup({
      'POST /api/payment': () => json({ paymentUrl: '/payment/bank-transfer/TP-ABCD2345' }),
    });
    await user.selectOptions(method(), 'OOPAY');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /billing country/i }),
      await screen.findByRole('option', { name: 'France' }),
    );
    await user.type(screen.getByRole('textbox', { name: /postcode/i }), ' 75001 ');
    await submit(user);
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.search).toBe('?eqSurveyUserId=7');
    expect(JSON.parse(String(post.init.body)).surveyPaymentForm).toMatchObject({
      paymentMethod: 'OOPAY',
      countryCode: 'FR',
      postalCode: '75001',
    });
  });

  it("puts a 400's messages on the fields", async () => {
    const { user, method, onRedirect } = setup({
      'POST /api/payment': () =>
        json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { postalCode: ['The postcode may not be longer than 20 characters'] },
          },
          400,
        ),
    });
    await user.selectOptions(method(), 'OOPAY');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /billing country/i }),
      await screen.findByRole('option', { name: 'United Kingdom' }),
    );
    await user.type(screen.getByRole('textbox', { name: /postcode/i }), 'SW1A 1AA');
    await submit(user);
    expect(
      await screen.findByText('The postcode may not be longer than 20 characters'),
    ).toBeTruthy();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it("shows a 400 without field messages as the form's message", async () => {
    const { user, method } = setup({
      'POST /api/payment': () => json({ message: 'This survey has already been paid for.' }, 400),
    });
    await user.selectOptions(method(), 'STRIPE');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This survey has already been paid for.',
    );
  });
});
