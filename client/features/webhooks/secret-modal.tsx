import { useRef, useState } from 'react';
import { Modal } from '../../platform/modal';

/**
 * The endpoint's signing secret, this once: the list never shows it again. A lost secret is
 * replaced with New Secret (the old one stops at once).
 */
export function SecretModal({ url, secret, onClose }: { url: string; secret: string; onClose(): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('The secret is on the clipboard.');
    } catch {
      // No clipboard here (a page not served over https): the text is selected for Ctrl+C.
      field.current?.select();
      setCopied('Press Ctrl+C to copy it.');
    }
  };
  return (
    <Modal
      title="Webhook secret"
      onClose={onClose}
      footer={
        <button type="button" className="primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <p role="alert">
        Copy the signing secret for <strong>{url}</strong> now: you will not see it again. The receiver checks
        each delivery's <code>X-Loadout-Signature</code> with it.
      </p>
      <div className="webhook-secret-row">
        <input
          ref={field}
          type="text"
          readOnly
          aria-label="Signing secret"
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" data-autofocus onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {copied}
      </p>
    </Modal>
  );
}
