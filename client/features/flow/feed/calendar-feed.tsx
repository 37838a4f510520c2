import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flowCalls as calls } from '../../../../contracts/flow';
import { useDialogs } from '../../../platform/dialogs';
import { call } from '../../../platform/http';
import { useFailureHandler } from '../../../platform/refusals';

const key = (contactId: number) => ['flow', 'feed-link', contactId] as const;

/**
 * A technician's calendar feed: the secret address their phone's calendar subscribes to (their
 * positions, travel and days unavailable), with Copy and Reset Link. Shown on the flow calendar and
 * on the Days Unavailable panel, so it lives here. A tech sees their own; staff anyone's.
 */
export function CalendarFeedLink({ contactId }: { contactId: number }) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: key(contactId),
    queryFn: ({ signal }) => call(calls.feedLink, { params: { contactId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const onResetFailed = useFailureHandler({ context: 'calendar feed reset' });
  const reset = useMutation({
    mutationFn: () => call(calls.resetFeedLink, { params: { contactId } }),
    meta: { handlesOwnErrors: true },
    onError: onResetFailed,
    onSuccess: (link) => {
      client.setQueryData(key(contactId), link);
      setCopied(false);
    },
  });

  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
    } catch {
      // No clipboard permission (plain http): select the text and copy it the old way.
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };
  const onReset = async () => {
    if (
      await dialogs.confirm(
        'Reset the calendar feed link? Calendars subscribed to the old link stop updating.',
      )
    )
      reset.mutate();
  };

  return (
    <div className="calendar-feed">
      <span className="calendar-feed-title">Calendar feed</span>
      {isPending && <span className="muted">Loading…</span>}
      {error && <span className="muted">{error.message}</span>}
      {data && (
        <>
          <a href={data.webcalUrl}>Subscribe</a>
          <input
            ref={input}
            type="text"
            readOnly
            aria-label="Calendar feed address"
            value={data.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy Link'}
          </button>
          {data.mayReset && (
            <button type="button" onClick={() => void onReset()} disabled={reset.isPending}>
              Reset Link
            </button>
          )}
        </>
      )}
    </div>
  );
}
