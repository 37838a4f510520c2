import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { useRoleLists, useRoleSearch } from './api';
import { RoleModal } from './role-modal';
import './tech-roles.css';
import { EmptyRow } from '../../platform/empty-row';

/** Tech roles (spec 2.13): find a contact by name or by a role they hold, and edit their roles. */
export function TechRolesPage() {
  const { data, isPending } = useRoleLists();
  const [contactText, setContactText] = useState('');
  const [roleText, setRoleText] = useState('');
  const roleQuery = useDebouncedValue(roleText.trim(), roleText.trim() ? 500 : 0);
  const bySearch = useRoleSearch(roleQuery);
  const [openId, setOpenId] = useState<number | null>(null);

  const contacts = useMemo(() => {
    const words = contactText.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const holders = roleQuery && bySearch.data ? new Set(bySearch.data.ids) : null;
    return (data?.contacts ?? []).filter((c) => {
      if (holders && !holders.has(c.id)) return false;
      const hay = `${c.first_name} ${c.last_name} ${c.nickname ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  }, [data, contactText, roleQuery, bySearch.data]);
  const open = data?.contacts.find((c) => c.id === openId);

  return (
    <section>
      <div className="toolbar">
        <h1>Tech Roles</h1>
        <input
          type="search"
          placeholder="Search Contacts"
          aria-label="Search Contacts"
          value={contactText}
          onChange={(e) => setContactText(e.target.value)}
        />
        <input
          type="search"
          placeholder="Search Roles (Category # or Description)"
          aria-label="Search Roles"
          className="wide"
          value={roleText}
          onChange={(e) => setRoleText(e.target.value)}
        />
        <span className="muted">{isPending ? 'Loading…' : `${contacts.length} contacts`}</span>
      </div>
      <div className="contacts-scroll">
        <table className="grid contacts">
          <thead>
            <tr>
              <th>Contact</th>
              <th>Department</th>
            </tr>
          </thead>
          <tbody>
            {!isPending && contacts.length === 0 && <EmptyRow colSpan={2} text="No Matching Results" />}
            {contacts.map((c) => (
              <tr key={c.id}>
                <td>
                  <button type="button" className="link-button" onClick={() => setOpenId(c.id)}>
                    {c.contact_name}
                  </button>
                </td>
                <td>{c.department ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && data && (
        <RoleModal contact={open} categories={data.categories} onClose={() => setOpenId(null)} />
      )}
    </section>
  );
}
