import type { PullHead } from './queries.js';

interface Missing {
  categoryNumber: string;
  description: string;
  loaded: number;
  missing: number;
}

/** The plain-text missing list (the printed one draws the same rows: missing-pdf.ts). */
export function missingMessage(pull: PullHead, lines: readonly Missing[]) {
  const head = `#${pull.eventId} ${pull.showName} · ${pull.name}`;
  const rows = lines.length
    ? lines.map((l) => `${l.missing} of ${l.loaded}  ${l.categoryNumber}  ${l.description}`)
    : ['Everything that went out is back.'];
  return {
    kind: 'warehouse-missing',
    subject: `Not returned: ${head}`,
    text: [`Not returned from ${head}:`, '', ...rows].join('\n'),
  };
}
