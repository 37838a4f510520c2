import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { liveCalls } from '../../../contracts/live';
import { callUrl } from '../../platform/http';
import { openLiveEarly } from '../../platform/live-early';
import { showPullQuery } from './api';

/** The events of a pull's stream (live/use-pull-stream.ts handles each). */
export const PULL_STREAM_EVENTS = [
  'change',
  'initials',
  'joined',
  'left',
  'presence',
  'reload',
  'satisfaction',
  'sync',
] as const;

export const pullStreamUrl = (pullId: number) => callUrl(liveCalls.pull, { params: { id: pullId } });

/**
 * The router reads the pull while the screen's code loads. The stream is opened first, as the
 * screen itself does (and the screen takes it): no write falls between the read and the stream.
 */
export async function prefetchPull(client: QueryClient, { params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  openLiveEarly(pullStreamUrl(id), PULL_STREAM_EVENTS);
  await client.prefetchQuery(showPullQuery(id));
}
