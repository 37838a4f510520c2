// A PDF worker run from the TypeScript sources (tsx, vitest): on Node 20, `--import tsx` registers
// TypeScript in the main thread only, so the worker registers it itself, then loads pdf-worker.ts.
// The compiled server (dist/node) starts pdf-worker.js directly and never uses this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
