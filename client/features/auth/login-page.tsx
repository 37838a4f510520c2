import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { landingPath, loginErrorCode, loginErrorText, safeNextPath } from '../../../contracts/auth';
import { csrfToken } from '../../platform/boot';
import { ApiError } from '../../platform/http';
import { useLogin } from './api';

/** A real form (it works as a plain POST too); with scripts on, it logs in without a page load. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next') ?? '/');
  const mutation = useLogin();
  // Only a code the server chose comes back in the address; the text is the page's own.
  const code = loginErrorCode.safeParse(params.get('error'));
  const [message, setMessage] = useState(code.success ? loginErrorText[code.data] : '');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setMessage('');
    mutation.mutate(
      { email: String(form.get('email')), password: String(form.get('password')), next },
      {
        onSuccess: (answer) => window.location.assign(landingPath(answer.user.role, next)),
        onError: (err) => setMessage(err instanceof ApiError ? err.message : 'Could not reach the server.'),
      },
    );
  };

  return (
    <main className="login">
      <form method="post" action="/login" onSubmit={onSubmit} className="login-card" aria-label="Log in">
        <h1>Loadout</h1>
        <input type="hidden" name="_token" value={csrfToken() ?? ''} />
        <input type="hidden" name="next" value={next} />
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required autoFocus />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <button type="submit" className="primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Logging in…' : 'Log in'}
        </button>
        <a href="/account/forgot">Forgot your password?</a>
      </form>
    </main>
  );
}
