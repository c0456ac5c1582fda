// A small HTTP load generator over keep-alive connections (no autocannon in the workspace).
// closedLoop: `connections` workers, each sends its next request as soon as the answer is in;
// gives the highest rate the server sustains. fixedRate: requests are scheduled at `rate` per
// second and each latency is counted from its scheduled time (no coordinated omission), with
// at most `connections` in flight; gives the latency at a given load. `port` may be a list of
// ports (several server instances): the connections are spread over them in turn.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

function send(port, agent, spec) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, agent, method: spec.method, path: spec.path, headers: spec.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode >= 200 && res.statusCode < 300));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end(spec.body);
  });
}

function summary(latencies, errors, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/** spec: { method, path, headers, body } (body a Buffer, sent as is). */
export async function closedLoop(port, spec, { connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const ports = [port].flat();
  const worker = async (_, index) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const ok = await send(ports[index % ports.length], agent, spec);
      if (ok) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return summary(latencies, errors, elapsed);
}

export async function fixedRate(port, spec, { rate, connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const ports = [port].flat();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const n = next++;
      if (n >= total) return;
      const scheduled = start + n * interval;
      const wait = scheduled - performance.now();
      if (wait > 1) await sleep(wait);
      const ok = await send(ports[n % ports.length], agent, spec);
      if (ok) latencies.push(performance.now() - scheduled);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return summary(latencies, errors, elapsed);
}
