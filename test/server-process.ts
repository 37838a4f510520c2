import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../server/platform/node-args.js';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Waits until /healthz answers, or throws with the server's output. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The compiled server (`npm run build`): what `npm start` runs. */
export const COMPILED_SERVER = 'dist/node/server/main.js';

/**
 * Whether a server started without saying runs the build: `npm test` sets it for the unit and API
 * suites, as it has just built the server from these sources. It loads in about half the CPU time
 * tsx takes, and the process-level harnesses start the server about fifty times.
 */
const COMPILED_BY_DEFAULT = process.env.LOADOUT_TEST_SERVER === 'compiled';

/**
 * The real server as its own process, on a free loopback port, for the browser suite, the bench
 * and the process-level harnesses (start-up refusals, SIGTERM, SIGKILL, two processes). From the
 * TypeScript sources by default (the build when LOADOUT_TEST_SERVER=compiled); `compiled` runs the
 * build, as production does, and `compiled: false` the sources whatever the environment says;
 * `nodeArgs` go to node before the server's own (a profiler's, `bench/profile-server.ts`).
 */
export async function startServer(
  env: Record<string, string> = {},
  { compiled = COMPILED_BY_DEFAULT, nodeArgs = [] as string[] } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  if (compiled && !fs.existsSync(COMPILED_SERVER))
    throw new Error(`${COMPILED_SERVER} is missing: run npm run build first.`);
  const args = [
    ...nodeArgs,
    ...SERVER_NODE_ARGS,
    ...(compiled ? [COMPILED_SERVER] : ['--import', 'tsx', 'server/main.ts']),
  ];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...SERVER_ENV,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_HOURS: '0',
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    port,
    exited,
    output: () => log,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${log}`);
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s:\n${log}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
