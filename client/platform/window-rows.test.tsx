import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from './window-rows';

interface Row {
  id: number;
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const rowKey = (r: Row) => r.id;
const ROW = 40;

function List({ rows, windowed, keep }: { rows: Row[]; windowed: boolean; keep?: number[] }) {
  const { list, drawn } = useWindowRows(rows, { keyOf: rowKey, estimate: ROW, windowed, keep });
  return (
    <ul aria-label="Rows" {...list}>
      {drawn.map(({ row, key, props }) => (
        <li key={key} {...props}>
          <button type="button">Row {row.id}</button>
        </li>
      ))}
    </ul>
  );
}

const drawnIds = () => screen.queryAllByRole('button').map((b) => Number(b.textContent!.replace('Row ', '')));
// happy-dom's window.scrollY is the document element's scrollTop.
const setScrollY = (y: number) => {
  document.documentElement.scrollTop = y;
};
const scrollTo = (y: number) =>
  act(() => {
    setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
  });

beforeEach(() => {
  // happy-dom lays nothing out: every element is a row's height, the window 768 px tall.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW);
  // The page as tall as its lists (the virtualizer ignores a scroll past the page's end).
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(1_000_000);
  // The list at the top of the page, moving up as the page scrolls.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, -window.scrollY, 1024, 0),
  );
  setScrollY(0);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useWindowRows', () => {
  it('draws a short list whole, as a plain list', () => {
    render(<List rows={rows(300)} windowed={false} />);
    expect(drawnIds()).toHaveLength(300);
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBeNull();
  });

  it('draws a long list around the window, each row with its place in the whole, the rest as padding', () => {
    render(<List rows={rows(5000)} windowed />);
    const ids = drawnIds();
    expect(ids[0]).toBe(1);
    // 768 px of 40 px rows, and a few more below.
    expect(ids.length).toBeGreaterThanOrEqual(768 / ROW);
    expect(ids.length).toBeLessThan(40);
    const items = screen.getAllByRole('listitem');
    expect(items[3]!.getAttribute('aria-setsize')).toBe('5000');
    expect(items[3]!.getAttribute('aria-posinset')).toBe('4');
    const padding = Number.parseFloat(screen.getByRole('list').style.paddingBottom);
    expect(padding).toBe((5000 - ids.length) * ROW);

    scrollTo(100_000);
    const further = drawnIds();
    expect(further[0]).toBeGreaterThan(2400);
    expect(further.at(-1)).toBeLessThan(2600);
    expect(Number.parseFloat(screen.getByRole('list').style.paddingTop)).toBe((further[0]! - 1) * ROW);
  });

  it('keeps a kept row drawn at its place, and the focused row with its neighbours through a scroll', () => {
    render(<List rows={rows(5000)} windowed keep={[4000]} />);
    const kept = screen.getByRole('button', { name: 'Row 4000' }).parentElement!;
    expect(kept.getAttribute('aria-posinset')).toBe('4000');
    // The rows between the drawn ones and the kept one are its margin.
    const before = drawnIds().at(-2)!;
    expect(Number.parseFloat(kept.style.marginTop)).toBe((4000 - before - 1) * ROW);

    const focused = screen.getByRole('button', { name: 'Row 3' });
    act(() => focused.focus());
    fireEvent.focusIn(focused);
    scrollTo(60_000);
    const ids = drawnIds();
    expect(ids.slice(0, 3)).toEqual([2, 3, 4]);
    expect(ids).toContain(4000);
    expect(ids.some((id) => id > 1400 && id < 1600)).toBe(true);
    // The same element: whatever the user was doing in it goes on.
    expect(screen.getByRole('button', { name: 'Row 3' })).toBe(focused);

    fireEvent.focusOut(focused, { relatedTarget: document.body });
    scrollTo(60_001);
    expect(drawnIds()).not.toContain(3);
  });

  it('draws every row for a printout', () => {
    render(<List rows={rows(1000)} windowed />);
    expect(drawnIds().length).toBeLessThan(40);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(drawnIds()).toHaveLength(1000);
    expect(screen.getByRole('list').style.paddingBottom).toBe('');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(drawnIds().length).toBeLessThan(40);
  });
});
