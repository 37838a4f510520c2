import { type FormEvent, useState } from 'react';
import { isExplainedRefusal, refusalText, useFailureHandler } from '../../platform/refusals';
import { useChangePassword } from './account-api';

/** Your password: the current one, the new one twice. The server's refusals are shown here, in its words. */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const onFailure = useFailureHandler({ context: 'account change password' });
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get('newPassword'));
    setDone('');
    if (newPassword !== String(data.get('repeat')))
      return setProblem('The new password and its repeat differ.');
    setProblem('');
    mutation.mutate(
      { currentPassword: String(data.get('currentPassword')), newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset();
          setDone(
            `Password changed.${endedSessions ? ` ${endedSessions} other session${endedSessions === 1 ? '' : 's'} ended.` : ''}`,
          );
        },
        onError: (err) => (isExplainedRefusal(err) ? setProblem(refusalText(err)) : void onFailure(err)),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <label>
        Current password
        <input name="currentPassword" type="password" autoComplete="current-password" required />
      </label>
      <label>
        New password
        <input name="newPassword" type="password" autoComplete="new-password" required />
      </label>
      <label>
        New password again
        <input name="repeat" type="password" autoComplete="new-password" required />
      </label>
      <p className="muted small">
        At least 8 characters, not one of the common ones. Your other sessions end; this one stays.
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <button type="submit" className="primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
