import { escapeHtml } from '../../lib/html.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

export function paymentConfirmedMail(
  t: Translate,
  p: { to: string; name: string; title: string; link: string },
): Mail {
  const greeting = t('mail.reset_greeting', { name: p.name });
  const body = t('payments.confirmed_body', { title: p.title });
  return {
    to: p.to,
    subject: t('payments.confirmed_subject', { title: p.title }),
    text: [greeting, '', body, p.link, '', t('mail.signature')].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(p.link)}">${escapeHtml(
      t('payments.confirmed_action'),
    )}</a></p><p>${escapeHtml(t('mail.signature'))}</p>`,
  };
}
