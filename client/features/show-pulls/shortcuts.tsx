import { useEffect, useState } from 'react';
import { Modal } from '../../platform/modal';
import { isTyping } from './grid/use-row-cursor';

/** The screen's keys (issue 20 point 10), as `?` lists them. */
export const SHORTCUTS: [string, string][] = [
  ['/', 'Filter the bid items (the categories filter when you are in the categories)'],
  ['↓ in a filter', 'Go to its table'],
  ['↑ ↓, Page Up / Down, Home / End', 'Move through the table'],
  ['Enter (bid items)', 'Assign, the remaining quantity suggested'],
  ['u (bid items)', 'Un-assign, after the question'],
  ['i (bid items)', 'Set your initials, or clear them'],
  ['Enter (categories)', 'Edit the pull quantity; Enter saves, Escape drops the edit'],
  ['Tab', 'Next table or field'],
  ['Enter / Escape in a question', 'OK / Cancel'],
  ['?', 'This list'],
];

/**
 * The page's own keys: `/` focuses the filter of the side you are on, `?` lists the shortcuts.
 * Keys typed into a field, with a modifier, or while a dialog is open are left alone.
 */
export function usePageShortcuts(root: React.RefObject<HTMLElement | null>) {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const page = root.current;
      if (!page) return;
      if (e.key === '/') {
        const inCategories = !!(e.target as HTMLElement | null)?.closest?.('.categories');
        const filter = page.querySelector<HTMLInputElement>(
          inCategories
            ? 'input[aria-label="Filter Categories"]'
            : 'input[aria-label="Filter Bid / Commitments"]',
        );
        if (!filter) return;
        e.preventDefault();
        filter.focus();
        filter.select();
      } else if (e.key === '?') {
        e.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}

export function ShortcutsModal({ onClose }: { onClose(): void }) {
  return (
    <Modal
      title="Keyboard shortcuts"
      onClose={onClose}
      width={520}
      footer={
        <button type="button" className="primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <table className="grid shortcuts">
        <tbody>
          {SHORTCUTS.map(([key, what]) => (
            <tr key={key}>
              <th scope="row">
                <kbd>{key}</kbd>
              </th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
