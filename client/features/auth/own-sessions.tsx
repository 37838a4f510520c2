import type { OwnSession } from '../../../contracts/own-account';
import { useFailureHandler } from '../../platform/refusals';
import { useEndOtherSessions, useEndSession, useOwnSessions } from './account-api';

/** Your sessions, one card each (it fits a phone): the device, where from, when last used. */
export function OwnSessions() {
  const { data, isPending, isError } = useOwnSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const onFailure = useFailureHandler({ context: 'account sessions' });
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const end = (s: OwnSession) =>
    endOne.mutate(s.handle, {
      // Ending this one is signing out here.
      onSuccess: () => (s.current ? window.location.assign('/login') : undefined),
      onError: onFailure,
    });

  return (
    <section className="own-sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Your sessions</h2>
      {isPending && <p className="muted">Loading…</p>}
      {isError && <p className="form-error">Your sessions could not be read.</p>}
      <ul>
        {sessions.map((s) => (
          <li key={s.handle} className={s.current ? 'current' : undefined}>
            <div>
              <strong>{s.device}</strong> {s.current && <span className="badge">This device</span>}
              <div className="muted small">
                {s.address ?? 'Unknown address'} · last used {s.lastUsedText} · signed in {s.signedInText}
              </div>
            </div>
            <button
              type="button"
              onClick={() => end(s)}
              disabled={endOne.isPending}
              aria-label={
                s.current
                  ? 'Sign out on this device'
                  : `End the session on ${s.device}, last used ${s.lastUsedText}`
              }
            >
              {s.current ? 'Sign out' : 'End'}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => endOthers.mutate(undefined, { onError: onFailure })}
        disabled={others === 0 || endOthers.isPending}
      >
        End all other sessions
      </button>
    </section>
  );
}
