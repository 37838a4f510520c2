import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { authCalls, landingPath } from '../../../contracts/auth';
import { navItems } from '../../platform/nav';
import { useForgot, useReset, useSetPassword, useSetup } from './api';
import { failureText, firstProblem, LIMITS } from './field-checks';
import { PasswordForm } from './password-form';
import './users.css';

/*
 * The pages a person opens without being signed in: the first run, an invite's link, a forgotten
 * password and its link. Each is a plain card like the login page.
 */

/** The sign-in page is where its form posts. */
const LOGIN = authCalls.login.path;
/** An area's page, by its menu key (the menu knows the paths). */
const areaPath = (key: string) => navItems.find((i) => i.key === key)?.to ?? '/';

/** The first run: the first administrator, then what to do next. */
export function SetupPage() {
  const [params] = useSearchParams();
  const mutation = useSetup();
  const [error, setError] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (done) return <WhatNext name={done} />;
  return (
    <PasswordForm
      title="Set up Loadout"
      submitLabel="Create the administrator"
      pending={mutation.isPending}
      error={error}
      checks={(f) => [
        ['Your name', f.name ?? '', LIMITS.name],
        ['The email', f.email ?? '', LIMITS.email],
      ]}
      onSubmit={(f, password) => {
        setError('');
        mutation.mutate(
          { token: params.get('token') ?? '', name: f.name ?? '', email: f.email ?? '', password },
          { onSuccess: (a) => setDone(a.user.name), onError: (err) => setError(failureText(err)) },
        );
      }}
    >
      <p className="muted account-hint">
        The first account is the company's administrator. It invites everyone else.
      </p>
      <label>
        Your name
        <input name="name" autoComplete="name" required autoFocus />
      </label>
      <label>
        Email (you sign in with it)
        <input name="email" type="email" autoComplete="username" required />
      </label>
    </PasswordForm>
  );
}

/** After the first run: the company's own data, then its people. Links load the app anew (signed in). */
function WhatNext({ name }: { name: string }) {
  return (
    <main className="login">
      <section className="login-card account-card what-next" aria-label="What next">
        <h1>Welcome, {name}</h1>
        <p>You are signed in as the administrator. Next:</p>
        <ol>
          <li>
            <a href={areaPath('x')}>Bring in your catalog</a>: departments, categories and items.
          </li>
          <li>
            <a href="/users">Invite your people</a>: staff and technicians get a mail with a link to choose
            their password.
          </li>
          <li>
            <a href="/">Add your shows</a>: events and their pulls.
          </li>
        </ol>
        <a className="button primary" href="/users">
          Go to Users
        </a>
      </section>
    </main>
  );
}

/** An invite's link: choose a password, and land signed in. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const mutation = useSetPassword();
  const [error, setError] = useState('');
  return (
    <PasswordForm
      title="Choose your password"
      submitLabel="Save and sign in"
      pending={mutation.isPending}
      error={error}
      onSubmit={(_f, password) => {
        setError('');
        mutation.mutate(
          { token, password },
          {
            onSuccess: (a) => window.location.assign(landingPath(a.user.role, '/')),
            onError: (err) => setError(failureText(err)),
          },
        );
      }}
    />
  );
}

/** A forgotten password: the address, then the same words whether or not it has an account. */
export function ForgotPage() {
  const mutation = useForgot();
  const [error, setError] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    const problem = firstProblem(['The email', email, LIMITS.email]);
    setError(problem ?? '');
    if (!problem) mutation.mutate({ email }, { onError: (err) => setError(failureText(err)) });
  };
  return (
    <main className="login">
      {mutation.isSuccess ? (
        <section className="login-card account-card" aria-label="Check your mail">
          <h1>Check your mail</h1>
          <p>
            If that address has an account, a link to choose a new password is on its way. It works once, for
            1 hour.
          </p>
          <Link to={LOGIN}>Back to sign in</Link>
        </section>
      ) : (
        <form
          className="login-card account-card"
          onSubmit={submit}
          aria-label="Forgot your password"
          noValidate
        >
          <h1>Forgot your password?</h1>
          <p className="muted account-hint">We mail you a link to choose a new one.</p>
          <label>
            Email
            <input name="email" type="email" autoComplete="username" required autoFocus />
          </label>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <button type="submit" className="primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending…' : 'Mail me a link'}
          </button>
          <Link to={LOGIN}>Back to sign in</Link>
        </form>
      )}
    </main>
  );
}

/** A forgotten password's link: choose a new one; every session ends, so sign in again. */
export function ResetPage() {
  const { token = '' } = useParams();
  const mutation = useReset();
  const [error, setError] = useState('');
  if (mutation.isSuccess)
    return (
      <main className="login">
        <section className="login-card account-card" aria-label="Password changed">
          <h1>Password changed</h1>
          <p>Every session of your account has ended. Sign in with the new password.</p>
          <a className="button primary" href={LOGIN}>
            Sign in
          </a>
        </section>
      </main>
    );
  return (
    <PasswordForm
      title="Choose a new password"
      submitLabel="Save the new password"
      pending={mutation.isPending}
      error={error}
      onSubmit={(_f, password) => {
        setError('');
        mutation.mutate({ token, password }, { onError: (err) => setError(failureText(err)) });
      }}
    />
  );
}
