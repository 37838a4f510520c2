import { useRef, useState } from 'react';
import { Modal } from '../../platform/modal';

/**
 * The token, this once: the server keeps only its hash. The field opens selected (Ctrl+C copies
 * it too), and Copy puts it on the clipboard.
 */
export function NewTokenModal({ name, token, onClose }: { name: string; token: string; onClose(): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | ''>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      // No clipboard here (a page not served over https): the text is selected for Ctrl+C.
      field.current?.select();
      setCopied('select');
    }
  };
  return (
    <Modal
      title="API token created"
      onClose={onClose}
      footer={
        <button type="button" className="primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <p className="new-token-warning" role="alert">
        Copy the token for <strong>{name}</strong> now: you will not see it again. If it is lost, revoke it
        and make a new one.
      </p>
      <div className="new-token-row">
        <input
          ref={field}
          type="text"
          readOnly
          aria-label="API token"
          value={token}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" data-autofocus onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {copied === 'yes'
          ? 'The token is on the clipboard.'
          : copied === 'select'
            ? 'Press Ctrl+C to copy it.'
            : ''}
      </p>
    </Modal>
  );
}
