/**
 * The two load generators, with one way of summing up: autocannon for HTTP, and a closed
 * loop with the same number of requests in flight for the direct SQL. Both record every
 * latency, and the percentiles of both come from `summarize`.
 */
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

export type LoadOptions = { connections: number; warmupSeconds: number; durationSeconds: number };

export type RawRun = {
  /** Milliseconds of each successful request completed within the run. */
  latencies: number[];
  failures: number;
  elapsedSeconds: number;
  /** Successful requests of the whole run, warm-up included. */
  completed: number;
};

export type Summary = {
  requests: number;
  failures: number;
  reqPerSec: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of the server process per request (user + system), warm-up included. */
  serverCpuMsPerRequest: number;
};

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** `serverCpuMicros`: the server process's CPU time over the whole run. */
export function summarize(run: RawRun, serverCpuMicros: number): Summary {
  const sorted = Float64Array.from(run.latencies).sort();
  const values = Array.from(sorted);
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    requests: values.length,
    failures: run.failures,
    reqPerSec: round(values.length / run.elapsedSeconds, 1),
    meanMs: round(sum / values.length),
    p50Ms: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(values.at(-1) ?? NaN),
    serverCpuMsPerRequest: round(serverCpuMicros / 1000 / run.completed, 3),
  };
}

/**
 * Keeps what completes in the measured window, after the warm-up. Warming up in the same run
 * matters: a separate warm-up run would leave the server with up to `connections` abandoned
 * requests still queued when the measured run starts.
 */
function createRecorder(options: LoadOptions) {
  const started = performance.now();
  const measureFrom = started + options.warmupSeconds * 1000;
  const deadline = measureFrom + options.durationSeconds * 1000;
  const run: RawRun = {
    latencies: [],
    failures: 0,
    elapsedSeconds: options.durationSeconds,
    completed: 0,
  };
  return {
    deadline,
    run,
    record(latencyMs: number | undefined) {
      const now = performance.now();
      if (latencyMs !== undefined) run.completed += 1;
      if (now < measureFrom || now > deadline) return;
      if (latencyMs === undefined) run.failures += 1;
      else run.latencies.push(latencyMs);
    },
  };
}

/**
 * autocannon against one server: `nextPath` gives each request its URL path, so the HTTP
 * side walks the same workload as the direct side.
 */
export function runHttp(
  options: LoadOptions & { url: string; cookie: string; nextPath: () => string },
): Promise<RawRun> {
  return runHttpRequests({
    ...options,
    nextRequest: () => ({ method: 'GET', path: options.nextPath() }),
  });
}

/** One request of a workload: a JSON body goes with its content type. */
export type HttpRequest = { method: 'GET' | 'POST'; path: string; json?: unknown };

/** autocannon where `nextRequest` makes each request, writes included (bench/events/check-in). */
export function runHttpRequests(
  options: LoadOptions & {
    url: string;
    cookie: string;
    nextRequest: () => HttpRequest;
  },
): Promise<RawRun> {
  const recorder = createRecorder(options);
  const build = (request: autocannon.Request): autocannon.Request => {
    const next = options.nextRequest();
    if (next.json === undefined) return { ...request, method: next.method, path: next.path };
    return {
      ...request,
      method: next.method,
      path: next.path,
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: JSON.stringify(next.json),
    };
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        pipelining: 1,
        // The web app's own limit (VITE_API_TIMEOUT_MS): slower answers count as failures.
        timeout: 30,
        duration: options.warmupSeconds + options.durationSeconds,
        headers: { cookie: options.cookie },
        requests: [{ method: 'GET', setupRequest: build }],
      },
      (error) => (error ? reject(error) : resolve(recorder.run)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      recorder.record(statusCode >= 200 && statusCode < 300 ? responseTime : undefined);
    });
    instance.on('reqError', () => recorder.record(undefined));
  });
}

/**
 * Arrivals at a steady pace: one request every `1000 / rate` ms over a keep-alive pool of
 * `connections` sockets, each timed from the moment it was due (so a slow server cannot
 * hide its queue). autocannon's `overallRate` is no such thing: every connection sends its
 * share at the start of each second, so 100 connections at 100 a second are a burst of 100
 * once a second, and the figures measure the burst.
 */
export async function runPacedHttpRequests(
  options: LoadOptions & {
    url: string;
    cookie: string;
    nextRequest: () => HttpRequest;
    rate: number;
  },
): Promise<RawRun> {
  const recorder = createRecorder(options);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const send = (next: HttpRequest, due: number) =>
    new Promise<void>((resolve) => {
      const body = next.json === undefined ? undefined : JSON.stringify(next.json);
      const outgoing = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: next.method,
          path: next.path,
          timeout: 30_000,
          headers: {
            cookie: options.cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
            recorder.record(ok ? performance.now() - due : undefined);
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => {
        recorder.record(undefined);
        resolve();
      });
      outgoing.end(body);
    });
  const interval = 1000 / options.rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let sent = 0; ; sent += 1) {
    const due = started + sent * interval;
    if (due > recorder.deadline) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(options.nextRequest(), due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return recorder.run;
}

/**
 * `connections` workers, each starting its next task as soon as the last one finishes:
 * what autocannon does with pipelining 1, without HTTP.
 */
export async function runClosedLoop(
  options: LoadOptions,
  task: (sequence: number) => Promise<void>,
): Promise<RawRun> {
  const recorder = createRecorder(options);
  let sequence = 0;
  const worker = async () => {
    while (performance.now() < recorder.deadline) {
      const begun = performance.now();
      try {
        await task(sequence++);
        recorder.record(performance.now() - begun);
      } catch {
        recorder.record(undefined);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return recorder.run;
}
