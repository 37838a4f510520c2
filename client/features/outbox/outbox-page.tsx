import { useState } from 'react';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { emptyFallback } from '../../platform/helpers';
import { Modal } from '../../platform/modal';
import { useFailureHandler } from '../../platform/refusals';
import { useOutbox, useOutboxMessage, useSendNow } from './api';
import './outbox.css';

const STATUS_TEXT = {
  stored: 'Kept here (no mail server set up)',
  queued: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};

/** A kept message's label once mail is set up: the server is sending it by itself. */
const statusText = (status: keyof typeof STATUS_TEXT, canSend: boolean) =>
  status === 'stored' && canSend ? 'Kept while mail was off: sending' : STATUS_TEXT[status];

/** What the app sent (invites, alerts) and how delivery went; the message itself on click. */
export function OutboxPage() {
  const { data, isPending } = useOutbox();
  const [openId, setOpenId] = useState<number | null>(null);
  const send = useSendNow();
  const dialogs = useDialogs();
  const onFailed = useFailureHandler({ context: 'outbox send now' });
  const unsent = data?.messages.filter((m) => m.status !== 'sent').length ?? 0;
  const sendNow = (which: number | 'all') =>
    send.mutateAsync(which).then(async (r) => {
      if (r.failed) await dialogs.alert(`${r.sent} sent, ${r.failed} failed: ${r.error ?? 'no answer'}`);
    }, onFailed);
  return (
    <section>
      <div className="toolbar">
        <h1>Outbox</h1>
        <span className="muted">The latest 200 messages</span>
        {data?.canSendNow && unsent > 0 && (
          <button type="button" disabled={send.isPending} onClick={() => sendNow('all')}>
            Send all now ({unsent})
          </button>
        )}
      </div>
      <table className="grid outbox">
        <thead>
          <tr>
            <th>Date</th>
            <th>Age</th>
            <th>To</th>
            <th>Subject</th>
            <th>By</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {isPending && <EmptyRow colSpan={6} text="Loading…" />}
          {data && data.messages.length === 0 && <EmptyRow colSpan={6} text="No Items" />}
          {data?.messages.map((m) => (
            <tr key={m.id}>
              <td className="when">{m.prettyTimestamp}</td>
              <td className="when">{m.age}</td>
              <td>{m.to}</td>
              <td>
                <button type="button" className="link-button" onClick={() => setOpenId(m.id)}>
                  {m.subject}
                </button>
              </td>
              <td>{emptyFallback(m.createdBy)}</td>
              <td className={`status ${m.status}`} title={m.error ?? undefined}>
                {statusText(m.status, data.canSendNow)}
                {m.error && <div className="small">{m.error}</div>}
                {data.canSendNow && m.status !== 'sent' && (
                  <div>
                    <button
                      type="button"
                      className="link-button"
                      disabled={send.isPending}
                      onClick={() => sendNow(m.id)}
                    >
                      Send now
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {openId !== null && <MessageModal id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function MessageModal({ id, onClose }: { id: number; onClose(): void }) {
  const { data } = useOutboxMessage(id);
  const m = data?.message;
  return (
    <Modal title={m?.subject ?? 'Message'} onClose={onClose} width={680}>
      {m && (
        <>
          <p className="muted">
            To {m.to} · {m.prettyTimestamp} · {STATUS_TEXT[m.status]}
          </p>
          {m.html ? (
            <iframe className="outbox-html" title="Message" sandbox="" srcDoc={m.html} />
          ) : (
            <pre className="outbox-text">{m.text}</pre>
          )}
        </>
      )}
    </Modal>
  );
}
