import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf } from '../../contracts/call';
import { noteAnswered } from './connection';
import type { Dialogs } from './dialogs';
import { handleRequestFailure, redirectToLogin, reportScriptError } from './error-reporting';
import { ApiError, call } from './http';
import { createQueryClient } from './query-client';
import { NOT_SENT_OFFLINE, refusalText, showFailure } from './refusals';

vi.mock('./error-reporting', () => ({
  handleRequestFailure: vi.fn(async () => {}),
  redirectToLogin: vi.fn(),
  reportScriptError: vi.fn(async () => {}),
}));

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError(
    status,
    status === 500 ? 'internal' : 'refused',
    message,
    fields,
    { method: 'POST', path: '/x' },
    '',
  );

function fakeDialogs() {
  const alerts: string[] = [];
  const dialogs: Dialogs = {
    alert: async (m) => void alerts.push(m),
    confirm: async () => true,
    prompt: async () => null,
  };
  return { dialogs, alerts };
}

beforeEach(() => {
  vi.clearAllMocks();
  document.head.innerHTML = '<meta name="csrf-token" content="tok">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  noteAnswered();
});

const ping = callsOf('test')({ method: 'POST', path: '/ping', summary: 'A write', answer: z.object({}) });
/** What a call meets when the connection drops: fetch throws (Chromium: "Failed to fetch"). */
async function lostConnectionError(): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  return call(ping).catch((e: unknown) => e);
}

describe('showFailure: the one refusal path', () => {
  it.each([400, 404, 409, 413, 422, 423, 429])('%i: the server words, no report', async (status) => {
    const { dialogs, alerts } = fakeDialogs();
    await showFailure(dialogs, refusal(status, `Refused ${status}`), { context: 'test' });
    expect(alerts).toEqual([`Refused ${status}`]);
    expect(handleRequestFailure).not.toHaveBeenCalled();
    expect(reportScriptError).not.toHaveBeenCalled();
  });

  it('a stale screen (409, 404) is read again; other refusals are not', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { dialogs } = fakeDialogs();
    await showFailure(dialogs, refusal(409, 'already'), { context: 't', queryClient });
    await showFailure(dialogs, refusal(404, 'gone'), { context: 't', queryClient });
    expect(invalidate).toHaveBeenCalledTimes(2);
    await showFailure(dialogs, refusal(400, 'bad'), { context: 't', queryClient });
    await showFailure(dialogs, refusal(429, 'slow down'), { context: 't', queryClient });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("the screen's own words for a status (spec 5's locked text)", async () => {
    const { dialogs, alerts } = fakeDialogs();
    await showFailure(dialogs, refusal(423, 'locked'), {
      context: 't',
      messages: { 423: 'The bid is locked' },
    });
    expect(alerts).toEqual(['The bid is locked']);
  });

  it('a validation answer says the reasons, not only the field names', () => {
    const error = refusal(400, 'Please check: end', { end: 'Ask for at most 366 days at a time' });
    expect(refusalText(error)).toBe('Please check: end\nAsk for at most 366 days at a time');
    expect(refusalText(refusal(400, 'Every item once', { ids: 'not the items' }))).toBe('Every item once');
  });

  it('403 and 5xx go to the legacy handler (spec 8 alert and report); a script error to the reporter', async () => {
    const { dialogs, alerts } = fakeDialogs();
    await showFailure(dialogs, refusal(403, 'no'), { context: 'c' });
    await showFailure(dialogs, refusal(500, 'boom'), { context: 'c' });
    expect(handleRequestFailure).toHaveBeenCalledTimes(2);
    await showFailure(dialogs, new TypeError('x is undefined'), { context: 'c' });
    expect(reportScriptError).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual([]);
  });

  it('a lost connection (fetch throws) is offline, not unexpected: no generic alert, no report', async () => {
    const { dialogs, alerts } = fakeDialogs();
    await showFailure(dialogs, await lostConnectionError(), { context: 'c' });
    expect(alerts).toEqual([NOT_SENT_OFFLINE]);
    expect(handleRequestFailure).not.toHaveBeenCalled();
    expect(reportScriptError).not.toHaveBeenCalled();
  });

  it("a 503 in the server's words (the disk is full) is shown; a proxy's bare 503 page is a fault", async () => {
    const { dialogs, alerts } = fakeDialogs();
    const words = "The server's disk is full; tell your administrator. Nothing was saved.";
    const full = new ApiError(503, 'disk_full', words, undefined, { method: 'POST', path: '/x' }, '');
    await showFailure(dialogs, full, { context: 'c' });
    expect(alerts).toEqual([words]);
    expect(handleRequestFailure).not.toHaveBeenCalled();
    const proxy = new ApiError(
      503,
      'http_503',
      'Service Unavailable',
      undefined,
      { method: 'GET', path: '/x' },
      '',
    );
    await showFailure(dialogs, proxy, { context: 'c' });
    expect(handleRequestFailure).toHaveBeenCalledTimes(1);
  });

  it('401 goes to the login page', async () => {
    const { dialogs, alerts } = fakeDialogs();
    await showFailure(dialogs, refusal(401, 'log in'), { context: 'c' });
    expect(redirectToLogin).toHaveBeenCalled();
    expect(alerts).toEqual([]);
  });
});

describe('the query client: screens that do nothing special get the same path', () => {
  it('a failed read is said in the server words; one that shows its not-found page is not', async () => {
    const { dialogs, alerts } = fakeDialogs();
    const client = createQueryClient(dialogs);
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(refusal(400, 'Ask for less')) })
      .catch(() => {});
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(refusal(404, 'Sheet 9 was not found')),
        meta: { showsNotFound: true },
      })
      .catch(() => {});
    expect(alerts).toEqual(['Ask for less']);
    expect(handleRequestFailure).not.toHaveBeenCalled();
  });

  it('a read that meets a lost connection says nothing (the banner does) and waits, not fails', async () => {
    const { dialogs, alerts } = fakeDialogs();
    const client = createQueryClient(dialogs);
    const error = await lostConnectionError();
    const read = client.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(error) });
    await vi.waitFor(() => expect(client.getQueryState(['c'])?.fetchStatus).toBe('paused'));
    expect(client.getQueryState(['c'])?.status).toBe('pending');
    expect(alerts).toEqual([]);
    expect(handleRequestFailure).not.toHaveBeenCalled();
    expect(reportScriptError).not.toHaveBeenCalled();
    void client.cancelQueries();
    await read.catch(() => {});
  });

  it('a write of a screen that does not keep its writes, lost with the connection: said, not reported', async () => {
    const { dialogs, alerts } = fakeDialogs();
    const client = createQueryClient(dialogs);
    const error = await lostConnectionError();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => {});
    expect(alerts).toEqual([NOT_SENT_OFFLINE]);
    expect(handleRequestFailure).not.toHaveBeenCalled();
    expect(reportScriptError).not.toHaveBeenCalled();
  });

  it('a refused write on a stale screen reads the screen again', async () => {
    const { dialogs, alerts } = fakeDialogs();
    const client = createQueryClient(dialogs);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusal(409, 'This comment is already resolved.')) })
      .execute(undefined)
      .catch(() => {});
    expect(alerts).toEqual(['This comment is already resolved.']);
    expect(invalidate).toHaveBeenCalled();
  });
});
