import { type ReactNode, useEffect, useRef } from 'react';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  width?: number;
  className?: string;
}

/**
 * Where focus goes when a dialog opens. showModal() puts it on the first focusable element (the
 * close button), so Enter would close the dialog: an element marked `data-autofocus` wins, else
 * the first field of the body, else the primary button.
 */
const FOCUS_ORDER = [
  '[data-autofocus]',
  '.modal-body :is(input, select, textarea):not([disabled]):not([type="hidden"])',
  '.modal-foot button.primary',
];

export function focusDefault(dialog: HTMLElement) {
  for (const selector of FOCUS_ORDER) {
    const el = dialog.querySelector<HTMLElement>(selector);
    if (!el) continue;
    el.focus();
    if (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio') el.select();
    return;
  }
}

/**
 * A modal dialog on the native <dialog>: focus is trapped and Escape closes it, for free. The
 * title names the dialog for screen readers and tests.
 */
export function Modal({ title, onClose, children, footer, width = 560, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // Focus goes back where it was when the dialog closes (a table the keyboard is walking, say):
    // React removes the element before close() could give it back.
    const previous = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal?.();
    if (dialog) focusDefault(dialog);
    return () => {
      dialog?.close?.();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-label={title}
      style={{ width }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="modal-head">
        <h2>{title}</h2>
        <button type="button" className="link-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="modal-body">{children}</div>
      {footer && <footer className="modal-foot">{footer}</footer>}
    </dialog>
  );
}
