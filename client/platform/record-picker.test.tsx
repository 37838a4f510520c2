import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordPicker } from './record-picker';

interface Rec {
  id: number;
  name: string;
}
const make = (n: number): Rec[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Tech ${i + 1}` }));

function Picker({
  records,
  onChange = () => {},
}: {
  records: Rec[];
  onChange?: (id: number | null) => void;
}) {
  return (
    <RecordPicker
      label="Invitee"
      records={records}
      value={null}
      onChange={onChange}
      getId={(r) => r.id}
      getLabel={(r) => r.name}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RecordPicker', () => {
  it('is a simple dropdown under 4000 records, with No Selection', () => {
    const onChange = vi.fn();
    render(<Picker records={make(3999)} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Invitee' }) as HTMLSelectElement;
    expect(select.options[0]!.textContent).toBe('No Selection');
    expect(select.options).toHaveLength(4000);
    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith(7);
    // 4,000 options take seconds to render in happy-dom on a busy machine.
  }, 30_000);

  it("says 'No Results' when there is nothing to pick", () => {
    render(<Picker records={[]} />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).options[0]!.textContent).toBe('No Results');
  });

  it("opens a searching modal from 4000 records, with 'No Matching Results'", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Picker records={make(4000)} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invitee' }));
    const search = screen.getByRole('searchbox', { name: 'Search Invitee' });
    fireEvent.change(search, { target: { value: 'Tech 3999' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Tech 3999' }));
    expect(onChange).toHaveBeenCalledWith(3999);
    fireEvent.click(screen.getByRole('button', { name: 'Invitee' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByText('No Matching Results')).toBeTruthy();
  });

  it('asks before a search of 2 characters or fewer above 10000 records', () => {
    vi.useFakeTimers();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(<Picker records={make(10001)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invitee' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '99' } });
    act(() => vi.advanceTimersByTime(300));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect((confirm.mock.calls[0] as unknown as [string])[0]).toContain('2 characters or fewer may be slow');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '999' } });
    act(() => vi.advanceTimersByTime(300));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
