import { useState } from 'react';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import type { SheetSummary } from '../../../../contracts/xbook';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { SheetFinder } from '../../xbook/public';
import { useCategoryOptions } from '../api';
import { usePullWrite } from '../write/pull-write';
import { FromSheetPreviewTable, useFromSheetPreview } from './from-sheet-preview';

type Sheet = Pick<SheetSummary, 'id' | 'name'>;

/**
 * Add from Xbook (issue 24.1): find a sheet, choose how many times, look at what it adds, then add
 * it all in one write. Opened on a pull (the sheet is found here) or from a sheet's page (the pull
 * is chosen there, and the sheet comes with it).
 */
export function AddFromSheetModal({
  pullId,
  sheet: given,
  onClose,
  onAdded,
}: {
  pullId: number;
  sheet?: Sheet;
  onClose(): void;
  onAdded?(): void;
}) {
  const [sheet, setSheet] = useState<Sheet | undefined>(given);
  const [times, setTimes] = useState('1');
  const [miscCategoryID, setMiscCategoryID] = useState<number | null>(null);
  const n = Number(times);
  const valid = times.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 50;
  const choice = sheet && valid ? { showPullID: pullId, sheetID: sheet.id, times: n, miscCategoryID } : null;
  const preview = useFromSheetPreview(choice);
  const hasMisc = preview.data?.groups.some((g) => g.lines.some((l) => l.kind === 'custom')) ?? false;
  const categories = useCategoryOptions().data?.categories ?? [];
  const add = usePullWrite(pullId, calls.addFromSheet);
  const ready = choice !== null && preview.data && !preview.isFetching && !preview.data.needsMiscCategory;
  const submit = () =>
    choice &&
    add.mutate(
      { ...choice, miscCategoryID: choice.miscCategoryID ?? undefined },
      { onSuccess: () => (onAdded ?? onClose)() },
    );
  return (
    <Modal
      title="Add from Xbook"
      onClose={onClose}
      width={640}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="primary" disabled={!ready || add.isPending} onClick={submit}>
            {sheet && valid ? `Add ${sheet.name} × ${n}` : 'Add'}
          </button>
        </>
      }
    >
      {!sheet ? (
        <SheetFinder onPick={setSheet} />
      ) : (
        <div className="stack-form">
          <p>
            <strong>{sheet.name}</strong>{' '}
            {!given && (
              <button type="button" className="link-button" onClick={() => setSheet(undefined)}>
                Choose another sheet
              </button>
            )}
          </p>
          <label>
            Times
            <input
              type="number"
              min={1}
              max={50}
              step={1}
              value={times}
              onChange={(e) => setTimes(e.target.value)}
              data-autofocus
            />
          </label>
          {!valid && <p className="form-error">Enter how many times to add the sheet (1 to 50).</p>}
          {hasMisc && (
            <div className="field">
              <span>Category for the misc items' custom lines</span>
              <RecordPicker
                label="Category for misc items"
                records={categories}
                value={miscCategoryID ?? preview.data?.miscCategory?.id ?? null}
                onChange={setMiscCategoryID}
                getId={(c) => c.id}
                getLabel={(c) => `${c.name} ${c.description}`}
              />
            </div>
          )}
          {preview.data?.needsMiscCategory && (
            <p className="form-error">This sheet has misc items: choose the category their lines go under.</p>
          )}
          {preview.isPending && <p className="muted">Loading what it adds…</p>}
          {preview.data && <FromSheetPreviewTable preview={preview.data} />}
        </div>
      )}
    </Modal>
  );
}

/** The pull toolbar's button: the modal holds its own state, so the screen adds one line. */
export function AddFromSheetButton({ pullId }: { pullId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add from Xbook
      </button>
      {open && <AddFromSheetModal pullId={pullId} onClose={() => setOpen(false)} />}
    </>
  );
}
