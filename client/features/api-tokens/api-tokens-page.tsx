import { type FormEvent, useState } from 'react';
import type { ApiTokenSummary } from '../../../contracts/api-tokens';
import { type Role, roleSchema } from '../../../contracts/auth';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { isExplainedRefusal, refusalText, useFailureHandler } from '../../platform/refusals';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api';
import { NewTokenModal } from './new-token-modal';
import './api-tokens.css';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', staff: 'Staff', tech: 'Tech' };

/**
 * Admins: tokens that let another system (the company's sales system) call the API with a role.
 * A token is shown once, when made; the list shows when each was last used.
 */
export function ApiTokensPage() {
  const { data, isPending } = useApiTokens();
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  return (
    <section className="api-tokens">
      <div className="toolbar">
        <h1>API Tokens</h1>
      </div>
      <p className="muted api-tokens-intro">
        A token lets another system call Loadout's API with the role you give it, as
        <code>Authorization: Bearer &lt;token&gt;</code> (see <a href="/openapi.json">/openapi.json</a>). Its
        changes show in the History under its name. A token cannot sign in or manage accounts and tokens.
      </p>
      <CreateTokenForm onMade={setMade} />
      <div className="table-scroll">
        <table className="grid" aria-label="API tokens">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Created</th>
              <th scope="col">Created by</th>
              <th scope="col">Last used</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={6} text="Loading…" />}
            {data?.tokens.length === 0 && <EmptyRow colSpan={6} text="No API tokens yet." />}
            {data?.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </tbody>
        </table>
      </div>
      {made && <NewTokenModal name={made.name} token={made.token} onClose={() => setMade(null)} />}
    </section>
  );
}

function CreateTokenForm({ onMade }: { onMade(made: { name: string; token: string }): void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [refusal, setRefusal] = useState('');
  const create = useCreateApiToken();
  const onFailed = useFailureHandler({ context: 'create API token' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');
    create.mutate(
      { name, role },
      {
        onSuccess: ({ token }) => {
          onMade({ name: name.trim(), token });
          setName('');
        },
        // A taken or empty name is said beside the form, in the server's words.
        onError: (error) =>
          isExplainedRefusal(error) ? setRefusal(refusalText(error)) : void onFailed(error),
      },
    );
  };
  return (
    <form className="api-token-form" onSubmit={submit} aria-label="New API token">
      <label>
        Name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          required
          placeholder="e.g. Sales system"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'api-token-refusal' : undefined}
        />
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole(roleSchema.parse(e.target.value))}>
          {roleSchema.options.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={create.isPending}>
        Create Token
      </button>
      {refusal && (
        <p id="api-token-refusal" className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

function TokenRow({ token }: { token: ApiTokenSummary }) {
  const dialogs = useDialogs();
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    const ok = await dialogs.confirm(
      `Revoke the token "${token.name}"? Whatever uses it is refused from its next request.`,
    );
    if (ok) revoke.mutate(token.id);
  };
  return (
    <tr>
      <td>{token.name}</td>
      <td>{ROLE_LABELS[token.role]}</td>
      <td>{token.createdText}</td>
      <td>{token.createdBy}</td>
      <td>{token.lastUsedText ?? <span className="muted">Never</span>}</td>
      <td>
        <button
          type="button"
          className="danger"
          aria-label={`Revoke ${token.name}`}
          disabled={revoke.isPending}
          onClick={() => void onRevoke()}
        >
          Revoke
        </button>
      </td>
    </tr>
  );
}
