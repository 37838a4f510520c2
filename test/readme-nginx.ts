import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The README's nginx block ("Several server processes behind a proxy"), run as written: only its
 * certificate paths, listening ports and upstream ports are replaced by the test's own.
 */
export function readmeNginxBlock(readme = fs.readFileSync('README.md', 'utf8')): string {
  const section = readme.slice(readme.indexOf('### Several server processes behind a proxy'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block)
    throw new Error('README.md has no ```nginx block under "Several server processes behind a proxy"');
  return block;
}

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** nginx's path, or undefined when it is not installed (Debian: apt-get install nginx-light). */
export function nginxBinary(): string | undefined {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(p)) return p;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

export interface NginxPorts {
  http: number;
  https: number;
  upstreams: [number, number];
}

/** A directory holding nginx.conf around the README's block, with a self-signed certificate. */
export function nginxConfig(block: string, ports?: NginxPorts): { dir: string; conf: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-nginx-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=loadout.example.com',
    ],
    { stdio: 'ignore' },
  );
  let body = block
    .replace(/ssl_certificate(\s+)\S+;/, `ssl_certificate$1${cert};`)
    .replace(/ssl_certificate_key(\s+)\S+;/, `ssl_certificate_key$1${key};`);
  if (ports) {
    body = body
      .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
      .replace(/listen 443 ssl;/, `listen 127.0.0.1:${ports.https} ssl;`)
      .replace(/127\.0\.0\.1:3001/g, `127.0.0.1:${ports.upstreams[0]}`)
      .replace(/127\.0\.0\.1:3002/g, `127.0.0.1:${ports.upstreams[1]}`);
  }
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }   # the bench's 200 connections, each with one to a process
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
${body}
}
`,
  );
  return { dir, conf };
}

/** `nginx -t` on the configuration: its exit status and what it said. */
export function nginxTest(
  nginx: string,
  conf: string,
  dir: string,
): { status: number | null; output: string } {
  const r = spawnSync(nginx, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** nginx serving the configuration until `stop()`. */
export async function runNginx(nginx: string, conf: string, dir: string, port: number) {
  const child = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    /** The one nginx process (master_process off): the bench counts its CPU time. */
    child,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
