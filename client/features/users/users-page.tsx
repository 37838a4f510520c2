import { useState } from 'react';
import type { Role } from '../../../contracts/auth';
import type { UserRow } from '../../../contracts/users';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { useCurrentUser } from '../../platform/session';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { useResendInvite, useUpdateUser, useUsers } from './api';
import { failureText } from './field-checks';
import { UserForm } from './user-form';
import './users.css';

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', staff: 'Staff', tech: 'Tech' };

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

function statusOf(u: UserRow) {
  if (!u.active) return 'Deactivated';
  if (u.invited) return `Invited ${u.invitedAt ? new Date(u.invitedAt).toLocaleDateString() : ''}`.trim();
  return 'Active';
}

/** Users (issue 32): admins list, search, invite, change and deactivate people's accounts. */
export function UsersPage() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const { data, isPending, error } = useUsers(q);
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const resend = useResendInvite();
  const update = useUpdateUser();
  const dialogs = useDialogs();
  const users = data?.users ?? [];

  const fail = (err: unknown) => void dialogs.alert(failureText(err));
  const mailNotice = (name: string, mail: 'sent' | 'stored' | 'failed') =>
    setNotice(
      mail === 'sent'
        ? `An invite with a link to choose a password was mailed to ${name}.`
        : mail === 'stored'
          ? `The invite to ${name} is kept in the Outbox: mail is not set up (SMTP_URL), so it was not sent.`
          : `The invite to ${name} could not be sent; the Outbox says why and can send it again.`,
    );

  async function setActive(u: UserRow, active: boolean) {
    if (
      !active &&
      !(await dialogs.confirm(
        `Deactivate ${u.name}? Every session of the account ends now and they cannot sign in. Nothing they wrote is lost.`,
      ))
    )
      return;
    update.mutate(
      { id: u.id, body: { active } },
      {
        onSuccess: () => setNotice(`${u.name} is ${active ? 'active again' : 'deactivated'}.`),
        onError: fail,
      },
    );
  }

  return (
    <section className="users-page">
      <div className="toolbar">
        <h1>Users</h1>
        <input
          type="search"
          placeholder="Search name, email or initials"
          aria-label="Search users"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          Invite a person
        </button>
        <span className="muted">{isPending ? 'Loading…' : `${users.length} accounts`}</span>
      </div>
      {notice && (
        <p className="user-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {failureText(error)}
        </p>
      )}
      <table className="grid users-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Role</th>
            <th className="wide-only">Contact</th>
            <th className="wide-only">Last sign-in</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {!isPending && users.length === 0 && (
            <EmptyRow colSpan={7} text={q ? 'No Matching Results' : 'No Results'} />
          )}
          {users.map((u) => (
            <tr key={u.id} className={u.active ? undefined : 'inactive'}>
              <td>
                {u.name} <span className="muted">({u.initials})</span>
              </td>
              <td>{u.email}</td>
              <td>{ROLE_LABEL[u.role]}</td>
              <td className="wide-only">{u.contact?.name ?? '-'}</td>
              <td className="wide-only">{when(u.lastLoginAt)}</td>
              <td>{statusOf(u)}</td>
              <td className="actions">
                <button type="button" onClick={() => setEditing(u)} aria-label={`Edit ${u.name}`}>
                  Edit
                </button>{' '}
                {u.invited && u.active && (
                  <button
                    type="button"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(u.id, { onSuccess: (a) => mailNotice(u.name, a.mail), onError: fail })
                    }
                  >
                    Resend invite
                  </button>
                )}{' '}
                {u.id !== me.id && (
                  <button
                    type="button"
                    disabled={update.isPending}
                    onClick={() => void setActive(u, !u.active)}
                  >
                    {u.active ? 'Deactivate' : 'Reactivate'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <UserForm
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onInvited={(name, mail) => mailNotice(name, mail)}
          onSaved={(name) => setNotice(`${name}'s account is saved.`)}
        />
      )}
    </section>
  );
}
