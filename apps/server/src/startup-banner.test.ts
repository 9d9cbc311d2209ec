import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './features/accounts/demo-accounts.seed.ts';
import { startupBanner } from './startup-banner.ts';

describe('the start-up banner', () => {
  it('gives the links on the public address, port included, and every demo account', () => {
    const text = startupBanner(
      { publicUrl: 'http://localhost:3700', seedDemo: true, smtpUrl: undefined },
      'pglite',
    );
    expect(text).toContain('http://localhost:3700/\n');
    expect(text).toContain('http://localhost:3700/account');
    expect(text).toContain('http://localhost:3700/api/docs');
    expect(text).toContain('http://localhost:3700/eq/DemoEqSoftTouch');
    expect(text).not.toContain(':3000');
    for (const account of DEMO_ACCOUNTS) {
      expect(text).toMatch(new RegExp(`${account.email}\\s+${account.password}`));
    }
    expect(text).toContain('No SMTP_URL');
  });

  it('names no demo account when the demo data is off, and no outbox note with SMTP', () => {
    const text = startupBanner(
      { publicUrl: 'https://portal.example.com', seedDemo: false, smtpUrl: 'smtp://mail:25' },
      'postgres',
    );
    expect(text).toContain('https://portal.example.com/');
    for (const account of DEMO_ACCOUNTS) expect(text).not.toContain(account.password);
    expect(text).not.toContain('No SMTP_URL');
  });
});
