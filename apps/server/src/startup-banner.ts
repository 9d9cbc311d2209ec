import type { Config } from './config.ts';
import { DEMO_ACCOUNTS } from './features/accounts/demo-accounts.seed.ts';
import { DEMO_ICOACH_CODE } from './features/icoach/icoach-courses.seed.ts';
import { DEMO_SURVEY_CODES } from './features/surveys/demo-surveys.seed.ts';

/** The links a newcomer needs first, built from PUBLIC_URL (or PORT), never a fixed port. */
export function startupLinks(publicUrl: string) {
  return {
    portal: `${publicUrl}/`,
    account: `${publicUrl}/account`,
    apiDocs: `${publicUrl}/api/docs`,
    health: `${publicUrl}/healthz`,
    softTouchSurvey: `${publicUrl}/eq/${DEMO_SURVEY_CODES.eqSoftTouch}`,
    icoachCourse: `${publicUrl}/icoach/${DEMO_ICOACH_CODE}`,
  };
}

/**
 * What `npm start` prints once the portal listens (issue 9): its real links and, when the demo
 * data is on, the demo accounts with their passwords (the README lists the same).
 */
export function startupBanner(
  config: Pick<Config, 'publicUrl' | 'seedDemo' | 'smtpUrl'>,
  databaseKind: string,
): string {
  const links = startupLinks(config.publicUrl);
  const lines = [
    '',
    `Talent Portal is running (database: ${databaseKind}).`,
    '',
    `  Portal         ${links.portal}`,
    `  Your account   ${links.account}`,
    `  API docs       ${links.apiDocs}`,
    `  Health         ${links.health}`,
  ];
  if (config.seedDemo) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    lines.push(
      '',
      'Demo accounts (email, password):',
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}   ${a.password}`),
      '',
      'The learner has a completed E.Q. with its Soft Touch PDF report, a discovery process',
      'half way, a completed iPulse and a begun iCoach course. A demo survey to take, and the course:',
      `  ${links.softTouchSurvey}`,
      `  ${links.icoachCourse}`,
    );
  }
  if (!config.smtpUrl) {
    lines.push('', 'No SMTP_URL: mail is not sent; each link in a mail is printed in this log.');
  }
  lines.push('');
  return lines.join('\n');
}
