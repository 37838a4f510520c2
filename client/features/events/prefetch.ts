import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { eventsQuery } from './api';
import { listRange } from './filter';

/** The router starts the list's read while the page's code loads (same key as the page's own). */
export const prefetchEvents = (client: QueryClient, { request }: LoaderFunctionArgs) =>
  client.prefetchQuery(eventsQuery(listRange(new URL(request.url).searchParams)));
