import { type FormEvent, useState } from 'react';
import { type Role, roleSchema } from '../../../contracts/auth';
import type { UserRow } from '../../../contracts/users';
import { Modal } from '../../platform/modal';
import { RecordPicker } from '../../platform/record-picker';
import { useInvite, useLinkableContacts, useUpdateUser } from './api';
import { failureText, firstProblem, LIMITS } from './field-checks';

interface Props {
  /** The account to change, or null to invite a new person. */
  user: UserRow | null;
  onClose(): void;
  onInvited(name: string, mail: 'sent' | 'stored' | 'failed'): void;
  onSaved(name: string): void;
}

/** Invite a person, or change an account's name, initials, role and linked contact. */
export function UserForm({ user, onClose, onInvited, onSaved }: Props) {
  const invite = useInvite();
  const update = useUpdateUser();
  const contacts = useLinkableContacts();
  const [contactId, setContactId] = useState<number | null>(user?.contact?.id ?? null);
  const [error, setError] = useState('');
  const pending = invite.isPending || update.isPending;
  // A contact already linked to another account is not offered (the server refuses it too).
  const offered = (contacts.data?.contacts ?? []).filter((c) => c.userId === null || c.userId === user?.id);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const [name, email, initials] = [text('name'), text('email'), text('initials')];
    const role = roleSchema.parse(form.get('role'));
    const problem = firstProblem(
      ['The name', name, LIMITS.name],
      ['The email', email, LIMITS.email],
      ['The initials', initials, LIMITS.initials],
    );
    setError(problem ?? '');
    if (problem) return;
    const onError = (err: unknown) => setError(failureText(err));
    if (!user)
      invite.mutate(
        { email, name, role, ...(initials ? { initials } : {}), ...(contactId ? { contactId } : {}) },
        {
          onSuccess: (a) => {
            onInvited(a.user.name, a.mail);
            onClose();
          },
          onError,
        },
      );
    else
      update.mutate(
        { id: user.id, body: { name, role, ...(initials ? { initials } : {}), contactId } },
        {
          onSuccess: (a) => {
            onSaved(a.user.name);
            onClose();
          },
          onError,
        },
      );
  };

  return (
    <Modal title={user ? `Edit ${user.name}` : 'Invite a person'} onClose={onClose} width={440}>
      <form className="user-form" onSubmit={submit} noValidate aria-label={user ? 'Edit account' : 'Invite'}>
        <label>
          Name
          <input name="name" defaultValue={user?.name ?? ''} required autoComplete="off" />
        </label>
        {user ? (
          <p className="muted">Email: {user.email}</p>
        ) : (
          <label>
            Email
            <input name="email" type="email" required autoComplete="off" />
          </label>
        )}
        <label>
          Initials {user ? '' : <span className="muted">(optional: made from the name)</span>}
          <input name="initials" defaultValue={user?.initials ?? ''} autoComplete="off" />
        </label>
        <label>
          Role
          <select name="role" defaultValue={user?.role ?? 'tech'}>
            {(['tech', 'staff', 'admin'] as Role[]).map((r) => (
              <option key={r} value={r}>
                {r === 'admin' ? 'Admin' : r === 'staff' ? 'Staff' : 'Tech'}
              </option>
            ))}
          </select>
        </label>
        <div>
          <span className="muted">Linked contact (a tech's offers and days unavailable go by it)</span>
          <RecordPicker
            label="Linked contact"
            records={offered}
            value={contactId}
            onChange={setContactId}
            getId={(c) => c.id}
            getLabel={(c) => (c.email ? `${c.name} (${c.email})` : c.name)}
          />
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="modal-foot-inline">
          <button type="button" onClick={onClose}>
            Cancel
          </button>{' '}
          <button type="submit" className="primary" disabled={pending}>
            {pending ? 'Saving…' : user ? 'Save' : 'Send the invite'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
