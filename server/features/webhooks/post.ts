import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPrivateAddress, PRIVATE_REFUSAL } from './address-guard.js';

/** A receiver answers within this, or the attempt fails and is retried later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of a receiver's answer, only this much is read (for the log's error text); the rest is dropped. */
const MAX_ANSWER_BYTES = 16 * 1024;
/** How much of a failed answer the log keeps. */
const ERROR_TEXT_CHARS = 300;

export interface WebhookPost {
  url: string;
  secret: string;
  event: string;
  deliveryId: number;
  body: string;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** What the receiver did: a 2xx is delivered; anything else is a failure with its reason in words. */
export type PostResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** `sha256=` and the hex HMAC-SHA256 of the body with the endpoint's secret (the README shows how to check it). */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * POSTs one delivery. Never follows a redirect (a 3xx is a failure: the admin fixes the address),
 * never reads more than MAX_ANSWER_BYTES of the answer, and gives up after the timeout. Never throws.
 */
export function postWebhook(post: WebhookPost, options: PostOptions): Promise<PostResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  let url: URL;
  try {
    url = new URL(post.url);
  } catch {
    return Promise.resolve({ ok: false, status: null, error: 'The address is not a valid URL.' });
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && net.isIP(host) && isPrivateAddress(host))
    return Promise.resolve({ ok: false, status: null, error: PRIVATE_REFUSAL });
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client)
    return Promise.resolve({ ok: false, status: null, error: 'Only http:// and https:// addresses.' });

  return new Promise((resolve) => {
    let settled = false;
    const done = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(options.allowPrivate),
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(post.body),
        'user-agent': 'Loadout-Webhooks/1',
        'x-loadout-event': post.event,
        'x-loadout-delivery': String(post.deliveryId),
        'x-loadout-signature': signatureOf(post.secret, post.body),
      },
    });
    const timer = setTimeout(
      () => done({ ok: false, status: null, error: `No answer within ${timeoutMs / 1000} s.` }),
      timeoutMs,
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({
        ok: false,
        status: null,
        error: err.code === 'EWEBHOOKPRIVATE' ? err.message : `Could not connect: ${err.message}`,
      }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        if (status >= 200 && status < 300) return done({ ok: true, status });
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, ERROR_TEXT_CHARS);
        const why =
          status >= 300 && status < 400
            ? `Answered ${status} (a redirect, which is not followed: give the final address).`
            : `Answered ${status}.`;
        done({ ok: false, status, error: text ? `${why} ${text}` : why });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
        size += chunk.length;
        if (size >= MAX_ANSWER_BYTES) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(post.body);
  });
}
