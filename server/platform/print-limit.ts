import { AppError } from './http/errors.js';

/** Prints one session may have being made at once, and start in a minute. */
export interface PrintLimits {
  inFlight: number;
  perMinute: number;
}

interface Share {
  running: number;
  /** When this session's prints of the last minute started. */
  starts: number[];
}

const MINUTE = 60_000;

/**
 * Each session's share of the PDF workers: a few prints at once and so many a minute, so one user
 * (four 67-page label prints in a row) cannot keep everyone else's prints waiting.
 */
export function createPrintLimit({ inFlight, perMinute }: PrintLimits, now = Date.now) {
  const shares = new Map<string, Share>();
  return {
    /** Counts a print for `key` or refuses it (429); the answer ends the print's count. */
    take(key: string): () => void {
      const at = now();
      for (const [k, s] of shares) {
        s.starts = s.starts.filter((t) => at - t < MINUTE);
        if (!s.running && !s.starts.length) shares.delete(k);
      }
      const share = shares.get(key) ?? { running: 0, starts: [] };
      if (share.running >= inFlight)
        throw new AppError(
          'too_many_requests',
          'Another print is still being made; try again when it is done.',
        );
      if (share.starts.length >= perMinute)
        throw new AppError(
          'too_many_requests',
          `That is ${perMinute} prints in a minute; try again in a minute.`,
        );
      share.running++;
      share.starts.push(at);
      shares.set(key, share);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        share.running--;
      };
    },
  };
}
