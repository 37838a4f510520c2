import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { takeLiveEarly } from './live-early';

/** What a live event hands its handler: the parsed data and the event's number (or ''). */
export type LiveHandlers = Record<string, (data: never, id: string) => void>;

/**
 * Keeps a live stream (server-sent events) open while the screen is: each named event goes to its
 * handler. The browser reconnects by itself and sends Last-Event-ID; when it gives up (the server
 * refused: at its stream limit, restarting) the stream is opened again after a few seconds with the
 * last number in the address, so nothing is missed either way. `url` null keeps it closed.
 */
export function useLiveStream(url: string | null, handlers: LiveHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    let last = '';
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const deliver = (m: MessageEvent<string>) => {
      if (m.lastEventId) last = m.lastEventId;
      (current.current[m.type] as ((d: unknown, id: string) => void) | undefined)?.(
        JSON.parse(m.data),
        m.lastEventId,
      );
    };
    // The first time, the stream the router opened for this screen, if it did (live-early.ts).
    let taken = takeLiveEarly(url);
    const open = () => {
      const sep = url.includes('?') ? '&' : '?';
      source =
        taken?.source ?? new EventSource(last ? `${url}${sep}lastEventId=${encodeURIComponent(last)}` : url);
      for (const name of names.split(',')) {
        source.addEventListener(name, (e) => deliver(e as MessageEvent<string>));
      }
      for (const m of taken?.missed ?? []) deliver(m);
      taken = undefined;
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        // Spread out, so a restarted server is not met by every screen at once.
        retry = setTimeout(open, 2000 + Math.random() * 3000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url, names]);
}

/**
 * A page that reads its lists again whenever anyone changes them (the server's `changed` event,
 * or `reload` after a gap): the simplest way to show what other people do without a reload.
 */
export function useLiveInvalidate(url: string, queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const reread = () => void client.invalidateQueries({ queryKey });
  // Its events are not kept for replay: a stream opened again (after a drop) reads again.
  const opened = useRef(false);
  const sync = () => {
    if (opened.current) reread();
    opened.current = true;
  };
  useLiveStream(url, { changed: reread, reload: reread, sync });
}
