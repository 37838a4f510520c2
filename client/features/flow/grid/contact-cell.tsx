import { memo } from 'react';
import type { DayCounts } from '../../../../contracts/flow';
import type { FlowLine } from '../../../../contracts/flow-lines';
import { formatCurrency } from '../../../platform/helpers';
import { Modal } from '../../../platform/modal';
import { CalendarFeedLink } from '../feed/calendar-feed';
import { targetPercent } from '../filters/filters';
import { NAME_WIDTH } from './geometry';

function TargetBar({
  label,
  title,
  days,
  target,
}: {
  label: string;
  title: string;
  days: number;
  target: number;
}) {
  const { percent, bar } = targetPercent(days, target);
  return (
    <span className="target" title={`${title}: ${days} of ${target} target days (${percent}%)`}>
      <span className="target-label">
        {label} {percent}%
      </span>
      <span className="target-track">
        <span className="target-fill" style={{ width: `${bar}%` }} />
      </span>
    </span>
  );
}

/** The sticky name cell of a technician's row: name, state, day rate (admins), target-days percent. */
export const ContactCell = memo(function ContactCell({
  contact,
  counts,
  isMine,
  onOpen,
}: {
  contact: FlowLine;
  counts: DayCounts | undefined;
  isMine: boolean;
  onOpen(contact: FlowLine): void;
}) {
  const cal = counts?.calendarDayCounts[contact.id] ?? 0;
  const fiscal = counts?.fiscalDayCounts[contact.id] ?? 0;
  return (
    <div className="name-cell" style={{ width: NAME_WIDTH }}>
      <div className="name-line">
        <button type="button" className="link-button tech-name" onClick={() => onOpen(contact)}>
          {contact.contact_name}
        </button>
        {contact.isNew && <span className="badge">New</span>}
        {contact.isPartTime && <span className="badge">PT</span>}
        {contact.homeStateAbbrev && <span className="state muted">{contact.homeStateAbbrev}</span>}
        {contact.day_rate !== null && (
          <span className="rate" title="Day rate">
            {formatCurrency(contact.day_rate, 0)}
          </span>
        )}
        {isMine && (
          <button
            type="button"
            className="link-button feed-button"
            title="Subscribe your phone's calendar to your commitments, travel and days unavailable"
            onClick={() => onOpen(contact)}
          >
            My Calendar Feed
          </button>
        )}
      </div>
      {counts && (
        <div className="targets">
          <TargetBar
            label="Cal"
            title={`Calendar ${counts.calendarYear.label}`}
            days={cal}
            target={contact.target_days}
          />
          <TargetBar label="FY" title={counts.fiscalYear.label} days={fiscal} target={contact.target_days} />
        </div>
      )}
    </div>
  );
});

/** A technician's card: how to reach them, their targets, and their calendar feed link. */
export function ContactModal({
  contact,
  counts,
  mayShareFeed,
  onClose,
}: {
  contact: FlowLine;
  counts: DayCounts | undefined;
  mayShareFeed: boolean;
  onClose(): void;
}) {
  return (
    <Modal title={contact.name} onClose={onClose} width={620}>
      <dl className="facts">
        <dt>Department</dt>
        <dd>
          {contact.department ?? '-'} · {contact.techGroupName || '-'}
          {contact.is_staff ? ' (staff)' : ''}
        </dd>
        <dt>Mobile</dt>
        <dd>
          {contact.mobile_phone ? <a href={`tel:${contact.mobile_phone}`}>{contact.mobile_phone}</a> : '-'}
        </dd>
        <dt>Email</dt>
        <dd>
          {contact.primary_email ? (
            <a href={`mailto:${contact.primary_email}`}>{contact.primary_email}</a>
          ) : (
            '-'
          )}
        </dd>
        <dt>Home state</dt>
        <dd>{contact.homeStateAbbrev ?? '-'}</dd>
        <dt>Target days</dt>
        <dd>
          {contact.target_days}
          {counts &&
            ` · ${counts.calendarYear.label}: ${counts.calendarDayCounts[contact.id] ?? 0} days · ${counts.fiscalYear.label}: ${counts.fiscalDayCounts[contact.id] ?? 0} days`}
        </dd>
        {contact.day_rate !== null && (
          <>
            <dt>Day rate</dt>
            <dd>{formatCurrency(contact.day_rate, 0)}</dd>
          </>
        )}
      </dl>
      {mayShareFeed && <CalendarFeedLink contactId={contact.id} />}
    </Modal>
  );
}
