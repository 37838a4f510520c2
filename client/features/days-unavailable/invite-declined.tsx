import { useEffect, useState } from 'react';
import { type InviteDeclinedDetail, onInviteDeclined } from '../../platform/app-events';
import { useDialogs } from '../../platform/dialogs';
import { DatesModal } from './dates-modal';
import './days-unavailable.css';

/**
 * Spec 2.9: after an invite is declined, ask whether the tech is unavailable on those dates, then
 * open the Add Dates form with them filled in (marked as following a declined invite).
 */
export function InviteDeclinedFollowUp() {
  const dialogs = useDialogs();
  const [adding, setAdding] = useState<InviteDeclinedDetail | null>(null);
  useEffect(
    () =>
      onInviteDeclined(async (d) => {
        const range = d.startDate === d.endDate ? d.startDate : `${d.startDate} to ${d.endDate}`;
        if (
          await dialogs.confirm(
            `${d.contactName} declined. Add days unavailable for ${d.contactName} (${range})?`,
          )
        )
          setAdding(d);
      }),
    [dialogs],
  );
  if (!adding) return null;
  return (
    <DatesModal
      contactId={adding.contactId}
      initial={{ startDate: adding.startDate, endDate: adding.endDate, notes: 'Declined an invite' }}
      afterDeclinedInvite
      onClose={() => setAdding(null)}
    />
  );
}
