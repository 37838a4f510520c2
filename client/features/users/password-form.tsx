import { type FormEvent, type ReactNode, useState } from 'react';
import { firstProblem, LIMITS } from './field-checks';

export interface PasswordFormProps {
  title: string;
  /** Fields above the password (name, email), read from the form on submit. */
  children?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The refusal to show (the server's words), or ''. */
  error: string;
  /** Called with the form's fields once they pass the checks made here. */
  onSubmit(fields: Record<string, string>, password: string): void;
  /** Extra checks of the fields above, as [label, value, max]. */
  checks?: (fields: Record<string, string>) => [string, string, number][];
}

/**
 * A card with a new password typed twice: NUL, length and a mismatch are said here; the rules
 * the server holds (at least 8 characters, not a common password) come back in its words.
 */
export function PasswordForm(props: PasswordFormProps) {
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)]),
    ) as Record<string, string>;
    const password = fields.password ?? '';
    const found =
      firstProblem(...(props.checks?.(fields) ?? []), ['The password', password, LIMITS.password]) ??
      (password !== fields.again ? 'The two passwords differ. Type the same one twice.' : undefined);
    setProblem(found ?? '');
    if (!found) props.onSubmit(fields, password);
  };
  const shown = problem || props.error;
  return (
    <main className="login">
      <form className="login-card account-card" onSubmit={submit} aria-label={props.title} noValidate>
        <h1>{props.title}</h1>
        {props.children}
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" required />
        </label>
        <label>
          The same password again
          <input name="again" type="password" autoComplete="new-password" required />
        </label>
        <p className="muted account-hint">At least 8 characters; not one of the most common passwords.</p>
        {shown && (
          <p role="alert" className="form-error">
            {shown}
          </p>
        )}
        <button type="submit" className="primary" disabled={props.pending}>
          {props.pending ? 'Saving…' : props.submitLabel}
        </button>
      </form>
    </main>
  );
}
