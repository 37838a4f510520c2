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
