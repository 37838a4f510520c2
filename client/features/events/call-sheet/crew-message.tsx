import { useState } from 'react';
import type { CallSheet } from '../../../../contracts/event-call-sheet';
import { useDialogs } from '../../../platform/dialogs';
import { useCrewMessage } from './api';

const techs = (n: number) => `${n} technician${n === 1 ? '' : 's'}`;

/**
 * "Message the whole crew": a short message to every confirmed tech with an address, one each,
 * through the outbox. The count is on the button and asked again before it goes.
 */
export function CrewMessage({ eventId, sheet }: { eventId: number; sheet: CallSheet }) {
  const [text, setText] = useState('');
  const send = useCrewMessage(eventId);
  const dialogs = useDialogs();
  const [done, setDone] = useState<string | null>(null);
  const unreachable = [...new Set(sheet.crew.filter((c) => !c.hasEmail).map((c) => c.name))];
  const submit = async () => {
    if (!(await dialogs.confirm(`Send this message to ${techs(sheet.recipients)}?`))) return;
    const r = await send.mutateAsync(text).catch(() => null);
    if (!r) return;
    setText('');
    setDone(
      r.kept
        ? `Kept in the Outbox for ${techs(r.sent)}: it goes out once mail is set up.`
        : `Sent to ${techs(r.sent)}. Each message is in the Outbox.`,
    );
  };
  return (
    <form
      className="crew-message"
      onSubmit={(ev) => {
        ev.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="crew-message">Message the whole crew</label>
      <textarea
        id="crew-message"
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(ev) => {
          setText(ev.target.value);
          setDone(null);
        }}
      />
      <p className="muted small">
        Goes to {techs(sheet.recipients)}, one message each; replies come to you.
        {unreachable.length > 0 && ` No email address: ${unreachable.join(', ')}.`}
      </p>
      <button type="submit" disabled={!text.trim() || sheet.recipients === 0 || send.isPending}>
        Send to {techs(sheet.recipients)}
      </button>
      {done && (
        <p role="status" className="crew-message-done">
          {done}
        </p>
      )}
    </form>
  );
}
