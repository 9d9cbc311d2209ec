import { escapeHtml } from '../../lib/html.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The reset message, in the account's own language. */
export function passwordResetMail(
  t: Translate,
  p: { to: string; name: string; link: string },
): Mail {
  const greeting = t('mail.reset_greeting', { name: p.name });
  const text = [
    greeting,
    '',
    t('mail.reset_body'),
    '',
    p.link,
    '',
    t('mail.reset_ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('mail.reset_body'))}</p><p><a href="${escapeHtml(p.link)}">${escapeHtml(
    t('mail.reset_action'),
  )}</a></p><p>${escapeHtml(t('mail.reset_ignore'))}</p><p>${escapeHtml(t('mail.signature'))}</p>`;
  return { to: p.to, subject: t('mail.reset_subject'), text, html };
}
