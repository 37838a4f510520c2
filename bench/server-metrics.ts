import fs from 'node:fs';
import net from 'node:net';
import type { LoopFigures } from '../server/platform/metrics.js';

/** Asks the server's metrics socket (LOADOUT_METRICS_SOCKET, server/platform/metrics.ts). */
export function askMetrics(socketPath: string, command: 'read' | 'reset'): Promise<LoopFigures> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (c: string) => {
      data += c;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(data) as LoopFigures);
      } catch (err) {
        reject(err);
      }
    });
    socket.on('error', reject);
  });
}

export interface ProcessMemory {
  pid: number;
  command: string;
  rssMb: number;
  peakRssMb: number;
}

const children = (pid: number): number[] =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /, '');
      } catch {
        return false; // any process on the machine may exit between the listing and this read
      }
      return Number(stat.split(' ')[1]) === pid;
    })
    .map(Number);

function readProcess(pid: number): ProcessMemory | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, 2).join(' ');
    return { pid, command, rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined; // it exited meanwhile
  }
}

/** The process and every process under it (a database child, a worker's helper): RSS now and peak. */
export function processTree(pid: number): ProcessMemory[] {
  const out: ProcessMemory[] = [];
  const walk = (p: number) => {
    const m = readProcess(p);
    if (!m) return;
    out.push(m);
    for (const c of children(p)) walk(c);
  };
  walk(pid);
  return out;
}

const TICK_MS = 10; // USER_HZ: 100 on Linux (getconf CLK_TCK)

/**
 * CPU time spent so far by the process and every process under it, ms: their user and system
 * time, with what exited children left to their parent (a PostgreSQL backend that ended).
 */
export function cpuMsOfTree(pid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = fs
        .readFileSync(`/proc/${d}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      // Fields 4 and 14-17 of proc(5) (ppid; utime, stime, cutime, cstime), counted from field 3.
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      stats.set(Number(d), { ppid: Number(f[1]), ticks });
    } catch {
      // it exited meanwhile
    }
  }
  let ticks = 0;
  const inTree = new Set([pid]);
  // Parents come before their children in /proc's order only mostly: walk until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, s] of stats)
      if (!inTree.has(p) && inTree.has(s.ppid)) {
        inTree.add(p);
        grew = true;
      }
  }
  for (const p of inTree) ticks += stats.get(p)?.ticks ?? 0;
  return ticks * TICK_MS;
}
