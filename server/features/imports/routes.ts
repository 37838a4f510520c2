import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMPORT_MAX_BYTES, type ImportResult, importCalls } from '../../../contracts/imports.js';
import { databaseFailureOf, failureMessage } from '../../platform/db/failures.js';
import { AppError, errorBody } from '../../platform/http/errors.js';
import { isFilePart } from '../../platform/http/file-part.js';
import { route } from '../../platform/http/route.js';
import { exportCsv, exportXlsx, templateCsv } from '../../platform/imports/files.js';
import { refuseIfImportRunning, runImport } from '../../platform/imports/pipeline.js';
import { IMPORT_KIND_DEFS } from './kinds.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const download = (reply: FastifyReply, type: string, name: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`);

/** The status an import's answer goes with: any error, and nothing was written. */
const statusOf = (result: ImportResult) => (result.errors.length ? 422 : 200);

/** A failure met after the progress answer began, said as the plain call would have said it. */
function refusal(err: unknown, reply: FastifyReply): { status: number; answer: unknown } {
  if (err instanceof AppError)
    return { status: err.status, answer: errorBody(err.code, err.message, err.fields) };
  const failure = databaseFailureOf(err as Error);
  if (failure) return { status: 503, answer: errorBody(failure, failureMessage(failure)) };
  reply.log.error({ err }, 'import failed');
  return {
    status: 500,
    answer: errorBody('internal', 'Something went wrong on the server. It has been logged.'),
  };
}

/** Import, template and export of the company's catalogue and crew (issue 33): admins only. */
export async function importRoutes(app: FastifyInstance) {
  route(
    app,
    importCalls.run,
    'imports.write',
    async ({ params, query, body, reply }) => {
      const kind = IMPORT_KIND_DEFS[params.kind];
      const bytes = isFilePart(body.file) ? await body.file.toBuffer() : undefined;
      if (!bytes)
        throw new AppError('invalid_input', 'Choose a CSV or XLSX file to import.', { file: 'required' });
      const dryRun = body.dryRun.value === 'true';
      refuseIfImportRunning();
      if (query.progress !== 'ndjson') {
        const result = await runImport({ db: app.db, kind, bytes, dryRun });
        return reply.status(statusOf(result)).send(result);
      }
      // Progress lines while it works, then the answer the plain call gives, with its status.
      const out = new PassThrough();
      const line = (value: unknown) => `${JSON.stringify(value)}\n`;
      reply.type('application/x-ndjson').send(out);
      runImport({
        db: app.db,
        kind,
        bytes,
        dryRun,
        progress: (progress) => out.write(line({ progress })),
      }).then(
        (result) => out.end(line({ status: statusOf(result), answer: result })),
        (err: unknown) => out.end(line(refusal(err, reply))),
      );
      return reply;
    },
    { uploadLimit: IMPORT_MAX_BYTES },
  );

  route(
    app,
    importCalls.template,
    'imports.read',
    async ({ params, reply }) =>
      download(reply, 'text/csv; charset=utf-8', `${params.kind}-template.csv`).send(
        templateCsv(IMPORT_KIND_DEFS[params.kind]),
      ),
    { browser: true },
  );

  route(
    app,
    importCalls.exportCsv,
    'imports.read',
    async ({ params, reply }) => {
      const kind = IMPORT_KIND_DEFS[params.kind];
      const rows = await kind.exportRows(app.db);
      return download(reply, 'text/csv; charset=utf-8', `${params.kind}.csv`).send(exportCsv(kind, rows));
    },
    { browser: true },
  );

  route(
    app,
    importCalls.exportXlsx,
    'imports.read',
    async ({ params, reply }) => {
      const kind = IMPORT_KIND_DEFS[params.kind];
      const rows = await kind.exportRows(app.db);
      return download(reply, XLSX, `${params.kind}.xlsx`).send(exportXlsx(kind, rows));
    },
    { browser: true },
  );
}
