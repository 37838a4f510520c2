import fs from 'node:fs';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Event-loop delay and memory for the bench, on a Unix socket named by LOADOUT_METRICS_SOCKET
 * (off by default, so nothing of it is in the HTTP API). A client writes "read" (the figures since
 * the last reset) or "reset" (start a new window) and gets one JSON line back. The answer itself
 * waits for the loop, which is the point: a held loop shows in the histogram.
 */
export interface LoopFigures {
  /** Event-loop delay in ms over the window: how late a 5 ms timer fired. */
  delay: { p50: number; p99: number; max: number; samples: number };
  rssMb: number;
  peakRssMb: number;
  /** Where the RSS is: V8's heap in use, Buffers and other memory outside it, WebAssembly and all. */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);
const memory = () => {
  const m = process.memoryUsage();
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
  };
};

const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

export function startMetrics(socketPath: string): { close(): void } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const figures = (): LoopFigures => ({
    delay: {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    },
    ...memory(),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.once('data', (line: string) => {
      const answer = figures();
      if (line.trim() === 'reset') histogram.reset();
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  server.listen(socketPath);
  server.unref();
  return {
    close: () => {
      histogram.disable();
      server.close();
    },
  };
}
