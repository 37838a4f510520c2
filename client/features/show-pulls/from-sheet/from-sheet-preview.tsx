import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { showPullCalls as calls, type FromSheetPreview } from '../../../../contracts/show-pulls';
import { call } from '../../../platform/http';

export interface FromSheetChoice {
  showPullID: number;
  sheetID: number;
  times: number;
  miscCategoryID: number | null;
}

/** What adding the sheet would add, read again as N or the misc category changes (nothing written). */
export const useFromSheetPreview = (choice: FromSheetChoice | null) =>
  useQuery({
    queryKey: ['show-pull', 'from-sheet', choice],
    queryFn: ({ signal }) => {
      const c = choice as FromSheetChoice;
      const query = { showPullID: c.showPullID, sheetID: c.sheetID, times: c.times };
      return call(
        calls.fromSheetPreview,
        { query: c.miscCategoryID ? { ...query, miscCategoryID: c.miscCategoryID } : query },
        { signal },
      );
    },
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The preview: each section of the sheet as a group, each line with what it adds and where. */
export function FromSheetPreviewTable({ preview }: { preview: FromSheetPreview }) {
  if (!preview.groups.length) return <p className="muted">This sheet has no items to add.</p>;
  return (
    <table className="grid from-sheet-preview" aria-label="What the sheet adds">
      <thead>
        <tr>
          <th>Item</th>
          <th className="num">Adds</th>
          <th>On the pull</th>
        </tr>
      </thead>
      {preview.groups.map((g, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sheet may repeat a section name; the list is redrawn whole
        <tbody key={`${k}:${g.section}`}>
          {g.section !== null && (
            <tr className="group-row">
              <th colSpan={3} scope="rowgroup">
                {g.section}
              </th>
            </tr>
          )}
          {g.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sheet may list a category twice; the list is redrawn whole
            <tr key={`${i}:${l.label}`}>
              <td>{l.label}</td>
              <td className="num">+{l.addQty}</td>
              <td className="muted">
                {l.kind === 'custom'
                  ? `new custom line${preview.miscCategory ? ` under ${preview.miscCategory.label}` : ''}`
                  : l.onPullQty === null
                    ? 'new line'
                    : `${l.onPullQty} → ${l.onPullQty + l.addQty}`}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
