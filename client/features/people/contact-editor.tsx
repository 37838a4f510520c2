import { useState } from 'react';
import { type Contact, contactKind, peopleCalls } from '../../../contracts/people';
import { call } from '../../platform/http';
import {
  CategoryFinder,
  CheckField,
  NumberField,
  RecordEditor,
  SelectField,
  TextField,
  toNumber,
  useAreaWrite,
  useCatalogOptions,
} from '../catalog/public';

type Role = Contact['roles'][number];

export const KIND_WORDS: Record<Contact['kind'], string> = {
  technician: 'Technician',
  account_manager: 'Account manager',
  vendor: 'Vendor',
  client: 'Client',
};

const blank = {
  key: '',
  kind: 'technician' as Contact['kind'],
  firstName: '',
  lastName: '',
  nickname: '',
  legalName: '',
  email: '',
  mobile: '',
  departmentId: null as number | null,
  techGroup: '',
  isStaff: false,
  isPartTime: false,
  isNew: false,
  isActive: true,
  targetDays: 0 as number | string,
  dayRate: 0 as number | string,
  homeState: '',
};
type Values = typeof blank;

const fromRecord = (c: Contact): Values => ({
  ...c,
  key: c.key ?? '',
  nickname: c.nickname ?? '',
  legalName: c.legalName ?? '',
  email: c.email ?? '',
  mobile: c.mobile ?? '',
  techGroup: c.techGroup ?? '',
  homeState: c.homeState ?? '',
});

/** A contact's fields and tech roles (the position categories they can fill). */
export function ContactEditor({ record, onClose }: { record: Contact | null; onClose(): void }) {
  const departments = useCatalogOptions().data?.departments ?? [];
  const [v, setV] = useState<Values>(record ? fromRecord(record) : blank);
  const [roles, setRoles] = useState<Role[]>(record?.roles ?? []);
  const set =
    <K extends keyof Values>(k: K) =>
    (value: Values[K]) =>
      setV((o) => ({ ...o, [k]: value }));
  const save = useAreaWrite('people', () => {
    const body = {
      ...v,
      targetDays: toNumber(v.targetDays),
      dayRate: toNumber(v.dayRate),
      roles: roles.map((r) => r.categoryId),
    };
    return record
      ? call(peopleCalls.update, { params: { id: record.id }, body })
      : call(peopleCalls.create, { body });
  });
  const name = record ? `${record.firstName} ${record.lastName}` : 'New contact';
  return (
    <RecordEditor
      title={name}
      area="people"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? { label: name, run: () => call(peopleCalls.remove, { params: { id: record.id } }) }
          : undefined
      }
      onClose={onClose}
      width={760}
    >
      <div className="field-row">
        <TextField
          label="First name"
          value={v.firstName}
          onChange={set('firstName')}
          required
          maxLength={100}
        />
        <TextField label="Last name" value={v.lastName} onChange={set('lastName')} required maxLength={100} />
        <TextField label="Nickname" value={v.nickname} onChange={set('nickname')} maxLength={100} />
      </div>
      <div className="field-row">
        <TextField label="Legal name" value={v.legalName} onChange={set('legalName')} maxLength={200} />
        <TextField
          label="Key (your id for them; left blank, one is made)"
          value={v.key}
          onChange={set('key')}
          maxLength={100}
        />
        <SelectField label="Kind" value={v.kind} onChange={(k) => set('kind')(contactKind.parse(k))}>
          {contactKind.options.map((k) => (
            <option key={k} value={k}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field-row">
        <TextField label="Email" type="email" value={v.email} onChange={set('email')} maxLength={254} />
        <TextField label="Mobile" type="tel" value={v.mobile} onChange={set('mobile')} maxLength={40} />
        <TextField label="Home state" value={v.homeState} onChange={set('homeState')} maxLength={2} />
      </div>
      <div className="field-row">
        <SelectField
          label="Department"
          value={v.departmentId ?? ''}
          onChange={(d) => set('departmentId')(d ? Number(d) : null)}
        >
          <option value="">None</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </SelectField>
        <TextField label="Tech group" value={v.techGroup} onChange={set('techGroup')} maxLength={100} />
        <NumberField label="Target days" value={v.targetDays} onChange={set('targetDays')} />
        <NumberField label="Day rate" value={v.dayRate} onChange={set('dayRate')} step={0.01} />
      </div>
      <div className="checks">
        <CheckField label="Staff" checked={v.isStaff} onChange={set('isStaff')} />
        <CheckField label="Part-time" checked={v.isPartTime} onChange={set('isPartTime')} />
        <CheckField label="New" checked={v.isNew} onChange={set('isNew')} />
        <CheckField label="Active" checked={v.isActive} onChange={set('isActive')} />
      </div>
      <div className="field">
        <span>Tech roles</span>
        <ul className="chips" aria-label="Tech roles">
          {roles.length === 0 && <li className="muted">No Roles Yet</li>}
          {roles.map((r) => (
            <li key={r.categoryId}>
              {r.number} {r.description}{' '}
              <button
                type="button"
                aria-label={`Remove ${r.description}`}
                onClick={() => setRoles((rs) => rs.filter((x) => x.categoryId !== r.categoryId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <CategoryFinder
          label="Add role"
          kind="labor"
          onPick={(c) =>
            setRoles((rs) =>
              rs.some((r) => r.categoryId === c.id)
                ? rs
                : [...rs, { categoryId: c.id, number: c.number, description: c.description }],
            )
          }
        />
      </div>
    </RecordEditor>
  );
}
