import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Modal } from './modal';

/** The app's own alert, confirm and prompt: the spec's words, in a dialog that can be styled and tested. */
export interface Dialogs {
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
  /** The typed text, or null when cancelled. */
  prompt(message: string, defaultValue?: string): Promise<string | null>;
}

type Pending = { id: number } & (
  | { kind: 'alert'; message: string; done(): void }
  | { kind: 'confirm'; message: string; done(ok: boolean): void }
  | { kind: 'prompt'; message: string; defaultValue: string; done(text: string | null): void }
);
type Asked = Pending extends infer P ? (P extends Pending ? Omit<P, 'id'> : never) : never;

/** Without a provider (unit tests of a lone component), the browser's own dialogs. */
const nativeDialogs: Dialogs = {
  alert: async (m) => window.alert(m),
  confirm: async (m) => window.confirm(m),
  prompt: async (m, d) => window.prompt(m, d),
};

const DialogContext = createContext<Dialogs>(nativeDialogs);
export const useDialogs = () => useContext(DialogContext);

const TITLES = { alert: 'Notice', confirm: 'Please confirm', prompt: 'Enter a value' } as const;

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  // Each question is its own dialog element: one that follows another at once (a confirmation,
  // then a question) starts fresh, with its own default value.
  const nextId = useRef(0);
  const push = useCallback(
    (p: Asked) => setQueue((q) => [...q, { ...p, id: ++nextId.current } as Pending]),
    [],
  );
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (message) => new Promise((done) => push({ kind: 'alert', message, done: () => done() })),
      confirm: (message) => new Promise((done) => push({ kind: 'confirm', message, done })),
      prompt: (message, defaultValue = '') =>
        new Promise((done) => push({ kind: 'prompt', message, defaultValue, done })),
    }),
    [push],
  );
  const current = queue[0];
  const close = (answer: unknown) => {
    if (!current) return;
    setQueue((q) => q.slice(1));
    (current.done as (a: unknown) => void)(answer);
  };
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && <DialogView key={current.id} pending={current} onAnswer={close} />}
    </DialogContext.Provider>
  );
}

function DialogView({ pending, onAnswer }: { pending: Pending; onAnswer(answer: unknown): void }) {
  const input = useRef<HTMLInputElement>(null);
  const cancel = () =>
    onAnswer(pending.kind === 'confirm' ? false : pending.kind === 'prompt' ? null : undefined);
  const ok = () =>
    onAnswer(
      pending.kind === 'confirm'
        ? true
        : pending.kind === 'prompt'
          ? (input.current?.value ?? '')
          : undefined,
    );
  return (
    <Modal
      title={TITLES[pending.kind]}
      onClose={cancel}
      width={440}
      className="app-dialog"
      footer={
        <>
          {pending.kind !== 'alert' && (
            <button type="button" onClick={cancel}>
              Cancel
            </button>
          )}
          {/* Enter confirms: a confirmation or alert opens with its OK focused (modal.tsx). */}
          <button
            type="button"
            className="primary"
            onClick={ok}
            data-autofocus={pending.kind !== 'prompt' ? '' : undefined}
          >
            OK
          </button>
        </>
      }
    >
      <p className="dialog-message">{pending.message}</p>
      {pending.kind === 'prompt' && (
        <input
          ref={input}
          aria-label={pending.message}
          defaultValue={pending.defaultValue}
          data-autofocus=""
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            ok();
          }}
        />
      )}
    </Modal>
  );
}
