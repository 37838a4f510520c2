import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  handleRequestFailure,
  NOT_AUTHORIZED_MESSAGE,
  type Reporter,
  reportScriptError,
} from './error-reporting';
import { ApiError } from './http';

function fakeReporter() {
  const alerts: string[] = [];
  const posts: Record<string, unknown>[] = [];
  const order: string[] = [];
  const reporter: Reporter = {
    alert: (m) => {
      alerts.push(m);
      order.push('alert');
    },
    post: async (b) => {
      posts.push(b);
      order.push('post');
    },
  };
  return { reporter, alerts, posts, order };
}

const apiError = (status: number) =>
  new ApiError(
    status,
    'x',
    'nope',
    undefined,
    { method: 'POST', path: '/show-pull/event-item/assign' },
    '{"error":1}',
  );

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="csrf-token" content="tok"><script id="boot" type="application/json">{"user":{"id":1,"name":"Sam Staff","email":"s@x","initials":"SS","role":"staff","isAdmin":false,"canEdit":true,"permissions":["show-pulls.write"],"contact":null}}</script>';
});

describe('legacy request-failure handler (spec 8)', () => {
  it('alerts the 403 text, then posts the four fields', async () => {
    const { reporter, alerts, posts, order } = fakeReporter();
    await handleRequestFailure(apiError(403), 'assign', reporter);
    expect(alerts).toEqual([NOT_AUTHORIZED_MESSAGE]);
    expect(order).toEqual(['alert', 'post']);
    expect(posts[0]).toMatchObject({
      errorMessage: '403 assign {"error":1}',
      contactName: 'Sam Staff',
      _token: 'tok',
    });
    expect(posts[0]).toHaveProperty('extra');
  });

  it('alerts the generic text for any other failure', async () => {
    const { reporter, alerts } = fakeReporter();
    await handleRequestFailure(apiError(500), 'assign', reporter);
    expect(alerts).toEqual([GENERIC_ERROR_MESSAGE]);
    expect(GENERIC_ERROR_MESSAGE).toBe(
      'An error has occured. Please refresh the page. If the problem persists, please submit a bug report in the resources area on the home page.',
    );
  });
});

describe('script-error reporter (spec 8)', () => {
  it('logs, posts message and extra (page address), then shows the generic alert', async () => {
    const { reporter, alerts, posts, order } = fakeReporter();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await reportScriptError(new TypeError('x is undefined'), reporter);
    expect(log).toHaveBeenCalled();
    expect(order).toEqual(['post', 'alert']);
    expect(posts[0]).toEqual({ message: 'TypeError: x is undefined', extra: [window.location.href] });
    expect(alerts).toEqual([GENERIC_ERROR_MESSAGE]);
    log.mockRestore();
  });

  it('adds request data, response data and status for a failed HTTP call', async () => {
    const { reporter, posts } = fakeReporter();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await reportScriptError(apiError(502), reporter);
    expect(posts[0]!.extra).toEqual([
      window.location.href,
      JSON.stringify({ method: 'POST', path: '/show-pull/event-item/assign' }),
      '{"error":1}',
      '502',
    ]);
  });
});
