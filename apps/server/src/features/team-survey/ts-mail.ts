import { escapeHtml } from '../../lib/html.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

/*
 * The 360 mails (issue 11), in the recipient's language: the invitation to an account prepared for
 * them, and the word to a rater that a review is waiting. Text and HTML say the same; names and
 * titles people typed are escaped in the HTML.
 */

interface Paragraphs {
  to: string;
  subject: string;
  greeting: string;
  before: string[];
  action: { label: string; link: string };
  after: string[];
  signature: string;
}

function mailOf(p: Paragraphs): Mail {
  const text = [p.greeting, ...p.before, p.action.link, ...p.after, p.signature].join('\n\n');
  const para = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    para(p.greeting),
    ...p.before.map(para),
    `<p><a href="${escapeHtml(p.action.link)}">${escapeHtml(p.action.label)}</a></p>`,
    ...p.after.map(para),
    para(p.signature),
  ].join('');
  return { to: p.to, subject: p.subject, text, html };
}

export function tsInvitationMail(
  t: Translate,
  p: { to: string; name: string; inviter: string; survey: string; link: string },
): Mail {
  return mailOf({
    to: p.to,
    subject: t('mail.ts_invitation_subject', { survey: p.survey }),
    greeting: t('mail.greeting', { name: p.name }),
    before: [t('mail.ts_invitation_body', { inviter: p.inviter, survey: p.survey, email: p.to })],
    action: { label: t('mail.ts_invitation_action'), link: p.link },
    after: [t('mail.ts_invitation_expiry')],
    signature: t('mail.signature'),
  });
}

export function tsReviewWaitingMail(
  t: Translate,
  p: {
    to: string;
    name: string;
    manager: string;
    ratee: string;
    survey: string;
    link: string;
    /** The link is an invitation (the rater's account still waits for them). */
    invitation: boolean;
  },
): Mail {
  return mailOf({
    to: p.to,
    subject: t('mail.ts_review_subject', { ratee: p.ratee }),
    greeting: t('mail.greeting', { name: p.name }),
    before: [t('mail.ts_review_body', { manager: p.manager, ratee: p.ratee, survey: p.survey })],
    action: {
      label: t(p.invitation ? 'mail.ts_invitation_action' : 'mail.ts_review_action'),
      link: p.link,
    },
    after: [
      t(p.invitation ? 'mail.ts_invitation_expiry' : 'mail.ts_review_sign_in', { email: p.to }),
    ],
    signature: t('mail.signature'),
  });
}

export function tsReminderMail(
  t: Translate,
  p: {
    to: string;
    name: string;
    kind: 'rater' | 'manager';
    ratee: string;
    survey: string;
    date: string;
    link: string;
    /** The link is an invitation (the account still waits for its owner). */
    invitation: boolean;
  },
): Mail {
  const vars = { ratee: p.ratee, survey: p.survey, date: p.date };
  return mailOf({
    to: p.to,
    subject: t(`mail.ts_reminder_${p.kind}_subject`, vars),
    greeting: t('mail.greeting', { name: p.name }),
    before: [t(`mail.ts_reminder_${p.kind}_body`, vars)],
    action: {
      label: t(p.invitation ? 'mail.ts_invitation_action' : `mail.ts_reminder_${p.kind}_action`),
      link: p.link,
    },
    after: [t(p.invitation ? 'mail.ts_invitation_expiry' : 'mail.ts_link_once')],
    signature: t('mail.signature'),
  });
}
