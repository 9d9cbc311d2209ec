// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePaymentTarget, paymentPageOf } from './payment-target';

const CODE = 'DemoEqPaid'.padEnd(50, '0');

describe('payment page address (platform spec §2, §5)', () => {
  it('names the product, its API name and the access code', () => {
    expect(parsePaymentTarget('discovery-process', CODE)).toEqual({
      route: 'discovery-process',
      api: 'dp',
      code: CODE,
      payable: true,
    });
  });

  it('an iPulse survey has no payment key: a type error, not a missing page', () => {
    expect(parsePaymentTarget('ipulse', CODE)?.payable).toBe(false);
  });

  it('refuses unknown products, 360 and codes that are not 50 alphanumerics', () => {
    expect(parsePaymentTarget('icoach', CODE)).toBeNull();
    expect(parsePaymentTarget('360', CODE)).toBeNull();
    expect(parsePaymentTarget('eq', 'short')).toBeNull();
    expect(parsePaymentTarget('eq', undefined)).toBeNull();
  });

  it("goes back from a checkout to the survey's payment page", () => {
    expect(paymentPageOf(`/eq/${CODE}?paid=1`)).toBe(`/payment/eq/${CODE}`);
    expect(paymentPageOf('https://example.com/eq/x')).toBeNull();
    expect(paymentPageOf(`/ipulse/${CODE}?paid=1`)).toBeNull();
  });
});
