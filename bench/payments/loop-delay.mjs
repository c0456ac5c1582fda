// Loaded into the benchmarked server with --import: measures the server's own event loop.
// - delay: how late the loop turned (monitorEventLoopDelay), in wall time: on a loaded host
//   (2 cores shared by many processes) it includes the time the process waited for a CPU.
// - cpu: the main thread's CPU time between two turns of the loop (process.threadCpuUsage, a
//   10 ms timer): the longest synchronous stretch the server itself ran, whatever the load.
// SIGUSR2 writes the figures since the last signal to LOOP_DELAY_FILE and starts anew, so the
// benchmark takes them exactly around the import. LOOP_DELAY_TRACE=1 prints each long stretch.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { isMainThread } from 'node:worker_threads';

const TRACE_MS = 60;

function start() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let maxCpu = 0;
  let lastCpu = process.threadCpuUsage();
  let lastWall = performance.now();
  setInterval(() => {
    const cpu = process.threadCpuUsage(lastCpu);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const wall = performance.now();
    maxCpu = Math.max(maxCpu, cpuMs);
    if (process.env.LOOP_DELAY_TRACE && wall - lastWall > TRACE_MS) {
      process.stderr.write(`loop held ${(wall - lastWall).toFixed(0)} ms (cpu ${cpuMs.toFixed(0)} ms) ending at ${(wall / 1000).toFixed(2)} s\n`);
    }
    lastCpu = process.threadCpuUsage();
    lastWall = wall;
  }, 10).unref();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const figures = { max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean), maxCpu };
    writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(figures));
    histogram.reset();
    maxCpu = 0;
  });
}

if (isMainThread) start();
