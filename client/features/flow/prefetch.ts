import { flowCalls as calls, type FlowRange } from '../../../contracts/flow';
import { call } from '../../platform/http';
import { rangeFromParams } from './filters/filters';

/**
 * The calendar's columns and first lines, asked for by the router while the screen's code loads
 * (a first page load waits for neither). The screen's queries take them once, if fresh.
 */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const FRESH_MS = 10_000;

export const earlyKey = (name: string, r: FlowRange) => `${name}:${r.start}:${r.end}`;

function keep(key: string, answer: Promise<unknown>) {
  // A failure is the screen's to show when it asks (it asks again): nothing here reports it.
  answer.catch(() => {});
  early.set(key, { at: Date.now(), answer });
}

export function prefetchFlow(search: string) {
  const range = rangeFromParams(new URLSearchParams(search));
  const params = { start: range.start, end: range.end };
  keep(earlyKey('config', range), call(calls.config, { params }));
  keep(earlyKey('lines', range), call(calls.lines, { params, query: {} }));
}

/** The answer asked for early under this key, once; undefined when there is none or it is stale. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const hit = early.get(key);
  early.delete(key);
  if (!hit || Date.now() - hit.at > FRESH_MS) return undefined;
  return hit.answer.catch(() => undefined) as Promise<T>;
}
