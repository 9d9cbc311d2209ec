import { isLocale } from '@portal/shared/locales';
import { type ApiProduct, routeProductOf } from '@portal/shared/surveys';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { translator } from '../../lib/i18n.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findUserById } from '../accounts/users.queries.ts';
import { pick } from '../surveys/localised.ts';
import { confirmPayment } from './confirmation.service.ts';
import { paymentConfirmedMail } from './payment-confirmed.mail.ts';
import { findPaymentByReference } from './payments.queries.ts';

/**
 * An administrator confirms that a bank transfer arrived (`npm run admin -- payment:confirm
 * <reference>`): the survey user is authorised and the payer gets a link back to the survey.
 */
export async function confirmBankTransfer(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  reference: string,
  /** Written in the confirmation's own transaction (the console's audit record). */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<'confirmed' | 'already' | 'unknown'> {
  const found = await findPaymentByReference(deps.db, reference.trim().toUpperCase());
  if (found?.payment.method !== 'OOPAY') return 'unknown';
  if (!(await confirmPayment(deps.db, found.payment.id, alsoInTransaction))) return 'already';
  const user = await findUserById(deps.db, found.payment.userId);
  if (user) {
    const link = `${deps.publicUrl}/${routeProductOf(found.survey.product as ApiProduct)}/${found.survey.accessCode}?paid=1`;
    const locale = isLocale(user.locale) ? user.locale : 'en_GB';
    const t = translator(locale);
    await deps.mailer.send(
      paymentConfirmedMail(t, {
        to: user.email,
        name: user.firstName,
        title: pick(found.survey.titles, locale, found.survey.defaultLanguage),
        link,
      }),
    );
  }
  return 'confirmed';
}
