import { PAYMENT_QUERY_KEYS } from '@portal/shared/payments';
import { isAccessCode } from '@portal/shared/rules/path-params';
import {
  type ApiProduct,
  apiProductOf,
  ROUTE_PRODUCTS,
  type RouteProduct,
} from '@portal/shared/survey-products';
import { paths } from '../../../config/paths';

/*
 * Which survey a payment page is for, from its address /payment/{surveyProduct}/{accessCode}
 * (platform spec §2), and where the checkout pages send a payer back to.
 */

export interface PaymentTarget {
  route: RouteProduct;
  api: ApiProduct;
  code: string;
  /** False for a product with no payment query key (ipulse): a type error (spec §8). */
  payable: boolean;
}

/** null for an address the spec's route rules refuse (spec §5): the page is not found. */
export function parsePaymentTarget(
  product: string | undefined,
  code: string | undefined,
): PaymentTarget | null {
  const route = (ROUTE_PRODUCTS as readonly (string | undefined)[]).includes(product)
    ? (product as RouteProduct)
    : null;
  const api = route ? apiProductOf(route) : null;
  if (!route || !api || !isAccessCode(code)) return null;
  return { route, api, code, payable: route in PAYMENT_QUERY_KEYS };
}

/**
 * The payment page of the survey a checkout's returnPath names ('/eq/{code}?paid=1' →
 * '/payment/eq/{code}'), for trying again after a declined card; null if it names none.
 */
export function paymentPageOf(returnPath: string): string | null {
  const [pathname = ''] = returnPath.split('?');
  const [, product, code, ...rest] = pathname.split('/');
  const target = rest.length === 0 ? parsePaymentTarget(product, code) : null;
  return target?.payable ? paths.surveyPayment.href(target.route, target.code) : null;
}

/** Only a path of this site is followed inside the app; anything else is a full page load. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
