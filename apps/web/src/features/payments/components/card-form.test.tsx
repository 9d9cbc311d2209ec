import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { CardForm } from './card-form';

const REF = 'sbx_0123456789abcdef';
const PAY = `POST /api/payments/sandbox/${REF}/pay`;

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  const onPaid = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<CardForm reference={REF} amountPence={2500} onPaid={onPaid} />);
  const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const fill = async (card: { number: string; expiry: string; cvc: string; name: string }) => {
    await user.type(field(/card number/i), card.number);
    await user.type(field(/expiry/i), card.expiry);
    await user.type(field(/security code/i), card.cvc);
    await user.type(field(/name on card/i), card.name);
  };
  const pay = () => user.click(screen.getByRole('button', { name: 'Pay £25.00' }));
  return { ...stub, onPaid, user, field, fill, pay };
}

const GOOD = { number: '4242424242424242', expiry: '1240', cvc: '123', name: 'Ada Lovelace' };

describe('test checkout card form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names every field for autofill and the numeric keyboard', () => {
    const { field } = setup();
    expect(field(/card number/i).getAttribute('autocomplete')).toBe('cc-number');
    expect(field(/card number/i).getAttribute('inputmode')).toBe('numeric');
    expect(field(/expiry/i).getAttribute('autocomplete')).toBe('cc-exp');
    expect(field(/security code/i).getAttribute('autocomplete')).toBe('cc-csc');
    expect(field(/name on card/i).getAttribute('autocomplete')).toBe('cc-name');
  });

  it('says what is missing without calling the server', async () => {
    const { pay, calls } = setup();
    await pay();
    expect(await screen.findByText('Please enter the 16 digits of the card number')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Please enter the 3 or 4 digit security code')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('groups the number as typed and refuses a month 13', async () => {
    const { fill, field, pay, calls } = setup();
    await fill({ ...GOOD, number: '4242 4242 4242', expiry: '1330' });
    expect(field(/card number/i).value).toBe('4242 4242 4242');
    expect(field(/expiry/i).value).toBe('13/30');
    await pay();
    expect(await screen.findByText('Please enter the 16 digits of the card number')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date as MM/YY')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('pays with the digits only and goes back to the survey', async () => {
    const { fill, pay, calls, onPaid } = setup({
      [PAY]: () => json({ status: 'paid', returnPath: '/eq/abc?paid=1' }),
    });
    await fill(GOOD);
    await pay();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('/eq/abc?paid=1'));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });

  it('a declined card (402) keeps the person on the form, ready for another card', async () => {
    let answers = 0;
    const { fill, pay, onPaid, field, user } = setup({
      [PAY]: () => {
        answers += 1;
        return answers === 1
          ? json({ message: 'Your card was declined. No money was taken.' }, 402)
          : json({ status: 'paid', returnPath: '/eq/abc?paid=1' });
      },
    });
    await fill({ ...GOOD, number: '4000000000000002' });
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment declined');
    expect(alert.textContent).toContain('Your card was declined. No money was taken.');
    expect(onPaid).not.toHaveBeenCalled();
    // The number is cleared and focused; the rest is kept.
    expect(field(/card number/i).value).toBe('');
    expect(document.activeElement).toBe(field(/card number/i));
    expect(field(/name on card/i).value).toBe('Ada Lovelace');
    await user.type(field(/card number/i), GOOD.number);
    await pay();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('/eq/abc?paid=1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a 400's messages on the fields", async () => {
    const { fill, pay } = setup({
      [PAY]: () =>
        json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { expiry: ['This card has expired'] },
          },
          400,
        ),
    });
    await fill({ ...GOOD, expiry: '0120' });
    await pay();
    expect(await screen.findByText('This card has expired')).toBeTruthy();
  });
});
