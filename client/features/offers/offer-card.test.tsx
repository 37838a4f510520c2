import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyOffer } from '../../../contracts/offers';
import { OfferCard } from './my-jobs-page';

afterEach(cleanup);

const offer = (closed: string | null): MyOffer => ({
  inviteId: 7,
  positionId: 3,
  eventId: 12,
  showName: 'Acme Winter Gala',
  position: 'A1 Audio Engineer',
  location: 'Grand Ballroom, Dallas TX',
  mapUrl: null,
  prettyIn: 'Wed, Dec 9, 7:00 AM CST',
  prettyOut: 'Sat, Dec 12, 11:00 PM CST',
  prettyDateRange: 'Dec 9 – 12, 2026',
  startDate: '2026-12-09',
  endDate: '2026-12-12',
  sentBy: 'Sam Staff',
  sentByPhone: null,
  notes: '',
  closed,
});

describe('My jobs: an offer card', () => {
  it('an open offer has Accept and Decline', () => {
    const send = vi.fn();
    render(<OfferCard offer={offer(null)} send={send} pending={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ inviteId: 7 }), 'accept');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it.each(['This show was cancelled.', 'This position is no longer needed.'])(
    'one that can no longer be answered says why (%s), with no buttons',
    (why) => {
      render(<OfferCard offer={offer(why)} send={vi.fn()} pending={false} />);
      expect(screen.getByRole('status').textContent).toBe(why);
      expect(screen.queryAllByRole('button')).toHaveLength(0);
    },
  );
});
