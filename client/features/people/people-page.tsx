import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ContactRow, peopleCalls } from '../../../contracts/people';
import { call } from '../../platform/http';
import { RecordList, yesNo } from '../catalog/public';
import { ContactEditor, KIND_WORDS } from './contact-editor';
import '../catalog/catalog.css';

/** Admins: the company's people, with their tech roles and day rates (issue 33, spec 6). */
export function PeoplePage() {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  return (
    <>
      <RecordList<ContactRow>
        title="People"
        noun="contact"
        queryKey={['people', 'contacts']}
        load={(query, signal) => call(peopleCalls.contacts, { query }, { signal })}
        columns={[
          { label: 'Name', cell: (c) => c.name },
          { label: 'Key', cell: (c) => c.key ?? '' },
          { label: 'Kind', cell: (c) => KIND_WORDS[c.kind] },
          { label: 'Department', cell: (c) => c.department ?? '' },
          { label: 'Email', cell: (c) => c.email ?? '' },
          { label: 'Mobile', cell: (c) => c.mobile ?? '' },
          { label: 'Staff', cell: (c) => yesNo(c.isStaff) },
        ]}
        onOpen={(c) => setOpen(c.id)}
        onNew={() => setOpen('new')}
      />
      {open === 'new' && <ContactEditor record={null} onClose={() => setOpen(null)} />}
      {typeof open === 'number' && <OpenContact id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The editor once the whole contact (roles, day rate) is read. */
function OpenContact({ id, onClose }: { id: number; onClose(): void }) {
  const { data } = useQuery({
    queryKey: ['people', 'contact', id],
    queryFn: ({ signal }) => call(peopleCalls.contact, { params: { id } }, { signal }),
  });
  return data ? <ContactEditor record={data.contact} onClose={onClose} /> : null;
}
