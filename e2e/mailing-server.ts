import type { Page } from 'playwright-core';
import { type ServerProcess, startServer } from '../test/server-process.js';

/**
 * A server of its own for a browser file that reads the mail the app sends: demo data, mail to the
 * test SMTP server, links pointing at itself. `env` adds or overrides settings (a restart with
 * another clock, say).
 */
export async function startMailingServer(
  at: { dataDir: string; smtpUrl: string; port: number },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await startServer(
    {
      DATA_DIR: at.dataDir,
      LOADOUT_DEMO: '1',
      LOGIN_RATE_PER_MINUTE: '1000',
      SMTP_URL: at.smtpUrl,
      PUBLIC_URL: `http://127.0.0.1:${at.port}`,
      PORT: String(at.port),
      ...env,
    },
    { compiled: true },
  );
  await server.ready();
  return server;
}

/** Staff's calls through the signed-in page (its cookies and anti-forgery token). */
export async function staffApi(page: Page) {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content'))!;
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': csrf };
  return {
    get: async <T>(url: string) => (await (await page.request.get(url, { headers })).json()) as T,
    post: (url: string, data: unknown) => page.request.post(url, { headers, data }),
  };
}
