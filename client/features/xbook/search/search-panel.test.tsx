import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryDepartment, SearchResponse } from '../../../../contracts/xbook';
import { SearchPanel } from './search-panel';

const department = (id: number, title: string): LibraryDepartment => ({
  id,
  title,
  name: title,
  color_hex: '#1F6FEB',
  contrastHex: '#ffffff',
  color_name: 'Blue',
  isAll: false,
  groups: [],
});
const departments = [department(1, 'Audio'), department(2, 'Video')];

const found: SearchResponse = {
  folders: [
    {
      id: 3,
      name: 'Breakouts',
      department_id: 1,
      department: 'Audio',
      folder_path: 'Standard / Breakouts',
      route: '/xbook/folders/3',
    },
  ],
  sheets: [],
  itemGroups: [
    {
      name: 'Shure SM58 Microphone',
      hierarchies: [
        [
          { type: 'folder', record: { id: 3, name: 'Breakouts', quantity: null, route: '/xbook/folders/3' } },
          {
            type: 'other',
            record: { id: 9, name: 'Breakout Kit', quantity: null, route: '/xbook/sheets/9' },
          },
          {
            type: 'item',
            record: { id: 21, name: 'Shure SM58 Microphone', quantity: 4, route: '/xbook/sheets/9#item-21' },
          },
        ],
      ],
    },
  ],
  truncated: false,
};
const nothing: SearchResponse = { folders: [], sheets: [], itemGroups: [], truncated: false };

let bodies: string[] = [];
function answer(json: SearchResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response(JSON.stringify(json), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SearchPanel departments={departments} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  bodies = [];
  document.head.innerHTML = '<meta name="csrf-token" content="t0ken">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchPanel', () => {
  it('keeps Go disabled while the text is empty, and shows the filters after focus, all checked', () => {
    renderPanel();
    const go = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    fireEvent.focus(box);
    const checks = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(checks.map((c) => c.parentElement!.textContent)).toEqual([
      'Audio',
      'Video',
      'Folders',
      'Content Sheets',
      'Content Sheet Items',
    ]);
    expect(checks.every((c) => c.checked)).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(go.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'sm58' } });
    expect(go.disabled).toBe(false);
  });

  it('posts the form-encoded search, shows grouped results, and clears them with the text', async () => {
    answer(found);
    renderPanel();
    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    fireEvent.focus(box);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Content Sheets' }));
    fireEvent.change(box, { target: { value: ' sm58 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const qty = await screen.findByRole('link', { name: 'Qty: 4' });
    expect(qty.getAttribute('href')).toBe('/xbook/sheets/9#item-21');
    expect(qty.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Breakout Kit' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Shure SM58 Microphone' })).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({
      searchText: 'sm58',
      'departments[]': '1',
      searchFolders: 'true',
      searchContentSheets: 'false',
      searchItems: 'true',
      _token: 't0ken',
    });
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('link', { name: 'Qty: 4' })).toBeNull();
  });

  it("says 'No Results' when all three groups are empty", async () => {
    answer(nothing);
    renderPanel();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), {
      target: { value: 'zzz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const none = await screen.findByText('No Results');
    expect(none.className).toBe('no-results');
  });

  it('makes no call when no department is checked, and says No Results', async () => {
    answer(found);
    renderPanel();
    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    fireEvent.focus(box);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Audio' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    fireEvent.change(box, { target: { value: 'sm58' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByText('No Results');
    expect(bodies).toEqual([]);
  });
});
