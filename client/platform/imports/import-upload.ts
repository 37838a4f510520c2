import { errorResponse } from '../../../contracts/common';
import {
  type ImportKind,
  type ImportResult,
  importCalls,
  importFinalLine,
  importProgressLine,
  importResult,
} from '../../../contracts/imports';
import { csrfToken } from '../boot';
import { callUrl } from '../http';

/** Where an import is: the file going up (bytes), then the server's phases (rows). */
export type ImportStep =
  | { phase: 'uploading'; done: number; total: number | null }
  | { phase: 'reading' | 'checking' | 'writing'; done: number; total: number | null };

/** How an import ended: its answer (200, or 422 with every error), or a refusal in words. */
export type ImportOutcome = { status: number; result: ImportResult } | { status: number; refusal: string };

const REFUSAL_WORDS = 'The import could not be run. Please try again.';

/** The final line's answer, or the plain JSON answer of a refusal made before the work began. */
function outcomeOf(status: number, answer: unknown): ImportOutcome {
  const result = importResult.safeParse(answer);
  if (result.success) return { status, result: result.data };
  const refusal = errorResponse.safeParse(answer);
  return { status, refusal: refusal.success ? refusal.data.error.message : REFUSAL_WORDS };
}

/**
 * Sends one import (imports contract: multipart `file` and `dryRun`, `?progress=ndjson`). An
 * XMLHttpRequest, because it reports both halves of the wait: the upload's bytes
 * (`upload.onprogress`), then the server's progress lines as they stream in (`onprogress`).
 */
export function sendImport(
  kind: ImportKind,
  file: File,
  dryRun: boolean,
  onStep: (step: ImportStep) => void,
): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', callUrl(importCalls.run, { params: { kind }, query: { progress: 'ndjson' } }));
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/x-ndjson, application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    let seen = 0;
    let final: ImportOutcome | undefined;
    const readLines = () => {
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n');
      if (end < seen) return;
      for (const line of text.slice(seen, end).split('\n')) {
        if (!line.trim()) continue;
        const parsed: unknown = JSON.parse(line);
        const progress = importProgressLine.safeParse(parsed);
        if (progress.success) onStep(progress.data.progress);
        const last = importFinalLine.safeParse(parsed);
        if (last.success) final = outcomeOf(last.data.status, last.data.answer);
      }
      seen = end + 1;
    };
    xhr.upload.onprogress = (e) =>
      onStep({ phase: 'uploading', done: e.loaded, total: e.lengthComputable ? e.total : null });
    xhr.onprogress = () => {
      if ((xhr.getResponseHeader('content-type') ?? '').includes('ndjson')) readLines();
    };
    xhr.onload = () => {
      try {
        if ((xhr.getResponseHeader('content-type') ?? '').includes('ndjson')) {
          readLines();
          // A last line without its newline.
          if (!final && xhr.responseText.slice(seen).trim()) {
            const last = importFinalLine.safeParse(JSON.parse(xhr.responseText.slice(seen)));
            if (last.success) final = outcomeOf(last.data.status, last.data.answer);
          }
          resolve(final ?? { status: 500, refusal: REFUSAL_WORDS });
        } else resolve(outcomeOf(xhr.status, xhr.responseText ? JSON.parse(xhr.responseText) : undefined));
      } catch {
        resolve({ status: xhr.status, refusal: REFUSAL_WORDS });
      }
    };
    xhr.onerror = () => reject(new Error('The connection was lost while importing: nothing was imported.'));
    const body = new FormData();
    body.set('file', file);
    body.set('dryRun', dryRun ? 'true' : 'false');
    xhr.send(body);
  });
}
