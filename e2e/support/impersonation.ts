import { MAIL_PORT } from '../playwright.config.ts';

/**
 * An administrator's one-time impersonation link for an account, made by the real
 * createImpersonationLink inside the server process (e2e-server.mjs, e2e-app.mjs): what
 * `npm run admin -- impersonate <email>` prints. Answers the path and query ('/?impersonate_user=…').
 */
export async function impersonationLink(email: string, adminEmail?: string): Promise<string> {
  const query = new URLSearchParams({ email });
  if (adminEmail) query.set('admin', adminEmail);
  const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/impersonation-link?${query}`, {
    method: 'POST',
  });
  const answer = (await res.json()) as { path?: string; error?: string };
  if (!res.ok || !answer.path) throw new Error(answer.error ?? `HTTP ${res.status}`);
  return answer.path;
}
