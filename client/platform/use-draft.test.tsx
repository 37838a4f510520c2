import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

function Box({ saved, onSave = () => {} }: { saved: string; onSave?: (v: string) => void }) {
  const { draft, type, settle } = useDraft(saved);
  return (
    <input
      aria-label="Quantity"
      value={draft}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        settle(draft);
        onSave(draft);
      }}
    />
  );
}

afterEach(cleanup);

describe('useDraft', () => {
  it('follows the saved value while nobody types', () => {
    const { rerender } = render(<Box saved="1" />);
    rerender(<Box saved="6" />);
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('6');
  });

  it('keeps what is being typed when a saved value arrives meanwhile, and follows again once saved', () => {
    const saves: string[] = [];
    const { rerender } = render(<Box saved="1" onSave={(v) => saves.push(v)} />);
    const box = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(box, { target: { value: '' } });
    // The answer to an earlier save lands while the box is empty.
    rerender(<Box saved="6" onSave={(v) => saves.push(v)} />);
    expect(box.value).toBe('');
    fireEvent.blur(box);
    expect(saves).toEqual(['']);
    rerender(<Box saved="7" onSave={(v) => saves.push(v)} />);
    expect(box.value).toBe('7');
  });
});
