import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../contracts/auth';
import type { Dialogs } from '../../../platform/dialogs';
import { SessionProvider } from '../../../platform/session';
import { AssignmentActions } from './assignment-actions';
import { confirmOverBid } from './prompts';

// Issue 38.6: a Change prompt cancelled changes nothing; assigning past the bid is asked about.

const staff = {
  id: 1,
  name: 'S',
  email: 's@example.com',
  initials: 'S',
  role: 'staff',
  isAdmin: false,
  permissions: [],
  canEdit: true,
  contact: null,
} as CurrentUser;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The actions with the browser's own dialogs (no DialogProvider), answering as given. */
function renderActions(answer: string | null) {
  const onSet = vi.fn();
  const onDelete = vi.fn();
  window.prompt = vi.fn(() => answer);
  const confirm = vi.fn(() => true);
  window.confirm = confirm;
  render(
    <SessionProvider user={staff}>
      <AssignmentActions quantity={4} onSet={onSet} onDelete={onDelete} />
    </SessionProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  return { onSet, onDelete, confirm };
}

describe("a system or dependency assignment's Change", () => {
  it('cancelled (Escape): no change and no "Are you sure?"', async () => {
    const { onSet, onDelete, confirm } = renderActions(null);
    await waitFor(() => expect(window.prompt).toHaveBeenCalled());
    await Promise.resolve();
    expect(confirm).not.toHaveBeenCalled();
    expect(onSet).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('0 still deletes after "Are you sure?", and a number sets it', async () => {
    const zero = renderActions('0');
    await waitFor(() => expect(zero.onDelete).toHaveBeenCalled());
    expect(zero.confirm).toHaveBeenCalledWith('Are you sure?');
    cleanup();
    const six = renderActions('6');
    await waitFor(() => expect(six.onSet).toHaveBeenCalledWith(6));
  });
});

describe('assigning more than the bid asks for', () => {
  const dialogs = (ok: boolean) =>
    ({ alert: vi.fn(), prompt: vi.fn(), confirm: vi.fn(async () => ok) }) satisfies Dialogs;
  const mics = { description: 'Shure SM58', required: 40, assigned: 10 };

  it('goes ahead without a word within the bid', async () => {
    const d = dialogs(false);
    expect(await confirmOverBid(d, mics, 30)).toBe(true);
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it('asks above it, naming how far, and follows the answer', async () => {
    const no = dialogs(false);
    expect(await confirmOverBid(no, mics, 1_000_000)).toBe(false);
    expect(no.confirm).toHaveBeenCalledWith(
      'Assigning 1,000,000 of Shure SM58 makes 1,000,010 assigned, 999,970 more than the 40 asked for. Assign anyway?',
    );
    expect(await confirmOverBid(dialogs(true), mics, 31)).toBe(true);
  });
});
