import { escapeHtml } from '../../lib/html.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

/*
 * The console's invitation and reminder mails (issue 13), in the recipient's language. The link
 * signs them in once: for an account waiting for its owner it is the set-a-password invitation
 * (decision 023), for anyone else a sign-in link (decision 029). Text and HTML say the same; the
 * titles and names people typed are escaped in the HTML.
 */

export interface InvitationMailInput {
  to: string;
  /** The person's first name, or their email while their account waits unnamed. */
  name: string;
  inviter: string;
  /** The survey's or course's title. */
  target: string;
  link: string;
  /** The account waits for its owner: the link sets a password first. */
  waiting: boolean;
}

export function invitationMail(t: Translate, p: InvitationMailInput & { reminder: boolean }): Mail {
  const vars = { inviter: p.inviter, target: p.target, email: p.to };
  const subject = t(
    p.reminder ? 'mail.admin_reminder_subject' : 'mail.admin_invitation_subject',
    vars,
  );
  const paragraphs = [
    t('mail.greeting', { name: p.name }),
    t(p.reminder ? 'mail.admin_reminder_body' : 'mail.admin_invitation_body', vars),
    ...(p.waiting ? [t('mail.admin_invitation_account', vars)] : []),
  ];
  const action = t(p.waiting ? 'mail.ts_invitation_action' : 'mail.admin_invitation_action');
  const after = [
    t(p.waiting ? 'mail.ts_invitation_expiry' : 'mail.ts_link_once'),
    t('mail.signature'),
  ];
  const para = (s: string) => `<p>${escapeHtml(s)}</p>`;
  return {
    to: p.to,
    subject,
    text: [...paragraphs, p.link, ...after].join('\n\n'),
    html: [
      ...paragraphs.map(para),
      `<p><a href="${escapeHtml(p.link)}">${escapeHtml(action)}</a></p>`,
      ...after.map(para),
    ].join(''),
  };
}
