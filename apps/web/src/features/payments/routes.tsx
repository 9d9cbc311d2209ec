import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/*
 * Where a payment goes after the payment page (the payment page itself is composed in app/, with
 * the signed-in user's name and email): the built-in card checkout and the bank-transfer
 * instructions. Each page is a chunk of its own.
 */
const CheckoutPage = lazy(() =>
  import('./pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const BankTransferPage = lazy(() =>
  import('./pages/bank-transfer-page').then((m) => ({ default: m.BankTransferPage })),
);

export const paymentsRoutes: RouteObject[] = [
  { path: paths.paymentCheckout.path, element: <CheckoutPage /> },
  { path: paths.paymentBankTransfer.path, element: <BankTransferPage /> },
];
