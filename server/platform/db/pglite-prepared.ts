import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's `query` sends every statement unnamed (parse, describe, bind, describe, execute, sync), so
 * Postgres parses and plans it again each time; Drizzle's PGlite driver ignores `.prepare(name)`.
 * This query keeps one named prepared statement per SQL text instead: parsed once, described once,
 * and after five runs planned once (Postgres' generic plan, when it is as good as a custom one).
 * bench/profile-writes.ts shows what it saves. Only plain data statements are kept; DDL (migrations)
 * and texts past the cap take PGlite's own path.
 */
const MAX_STATEMENTS = 400;
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
const { serialize } = protocol;

interface Statement {
  name: string;
  paramTypes: number[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

type Lock = <R>(fn: () => Promise<R>) => Promise<R>;

/** Named statements for `pg`, shared by its root handle and its transactions. */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Statement>();
  let made = 0;
  const send = async (message: Uint8Array) => (await pg.execProtocol(message, { syncToFs: false })).messages;

  async function prepare(text: string, options: QueryOptions | undefined, keep: boolean): Promise<Statement> {
    // Unkept: the unnamed statement, which the next unnamed parse replaces (as PGlite's own query).
    const name = keep ? `loadout_${++made}` : '';
    await send(serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    if (keep) statements.set(text, statement);
    return statement;
  }

  // As PGlite's own query (bind, describe, execute, sync), but in one call into the WebAssembly:
  // Postgres reads the four messages in turn, and after an error skips to the sync, as on a socket.
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    keep = true,
  ): Promise<Results<T>> {
    let statement: Statement;
    try {
      statement = statements.get(text) ?? (await prepare(text, options, keep));
    } catch (err) {
      await send(serialize.sync());
      throw err;
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, ...parsersOf(options))[0] as Results<T>;
  }

  /**
   * PGlite merges a query's own parsers into its ~400 defaults by spreading both into a new
   * object, at every query: Drizzle passes its own for every statement, and the spread took about
   * 0.5 ms of CPU, more than most of a write's statements take in the database. The query's
   * parsers here sit in front of the defaults as a prototype chain instead (a lookup, no copy).
   */
  function parsersOf(options?: QueryOptions): [PGlite['parsers'], QueryOptions | undefined] {
    if (!options?.parsers) return [pg.parsers, options];
    return [Object.assign(Object.create(pg.parsers), options.parsers), { ...options, parsers: undefined }];
  }

  /**
   * A `query` that runs kept statements under `lock` (PGlite's locks, as its own query takes them);
   * the others go to `original`, or without one (in a transaction of pglite-client.ts) unnamed.
   */
  return (original: Query | undefined, lock: Lock): Query =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      const kept = statements.has(text);
      if (options?.blob || (!kept && (statements.size >= MAX_STATEMENTS || !CACHEABLE.test(text)))) {
        if (original) return original<T>(text, params, options);
        if (options?.blob) throw new Error('A blob query cannot run in a transaction here');
        return lock(() => run<T>(text, params, options, false));
      }
      return lock(() => run<T>(text, params, options));
    };
}
