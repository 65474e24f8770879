// Load runs for the benchmark: autocannon over HTTP on loopback, one member (cookie) per connection.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  /** Completed requests per second (mean over the run). */
  rps: number;
  p50: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Socket errors and timeouts. */
  errors: number;
  /** The first answer body of each status other than 2xx (what a refusal said). */
  refusals: Record<string, string>;
  /** Mean answer size in bytes. */
  bytes: number;
  requests: number;
  /** With warm-ups (`warmUpPerConnection`): what came after the last of them. */
  window?: Window;
  /** With warm-ups: the slowest answer of the whole run, warm-ups included (ms). */
  slowest?: number;
}

export interface PlannedRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Whose request it is (a member's cookie); every request may be another member's. */
  headers?: Record<string, string>;
}

export interface LoadOptions {
  name: string;
  base: string;
  connections: number;
  /** Seconds to run, or a fixed number of requests with `amount` (shared evenly by connections). */
  seconds?: number;
  amount?: number;
  /**
   * The requests connection `c` sends, in turn and again from the first when done: one member
   * per connection, as a member's browser is. Each is built into bytes once, before the run, so
   * the load generator spends its time sending, not building.
   */
  perConnection: (c: number) => PlannedRequest[];
  /**
   * Each connection's first this many answers are its warm-up, left out of every figure: what is
   * measured runs on connections (and a server) already busy, not on 50 connections opened at once.
   */
  warmUpPerConnection?: number;
  /** Called once the answers so far add up to every connection's warm-up (CPU is read then). */
  onWarmedUp?: () => void;
}

/** What a run with warm-ups measured after the last one ended (see `warmUpPerConnection`). */
export interface Window {
  /** Answers from `onWarmedUp` to the end, and the time that took. */
  answers: number;
  seconds: number;
}

/** Runs one load and answers its figures. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const refusals: Record<string, string> = {};
  const onResponse = (status: number, body: string) => {
    if (status >= 300 && !(status in refusals)) refusals[status] = body.slice(0, 300);
  };
  const built = (planned: PlannedRequest) => ({
    method: planned.method ?? 'GET',
    path: planned.path,
    headers: {
      ...planned.headers,
      ...(planned.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(planned.body === undefined ? {} : { body: JSON.stringify(planned.body) }),
    onResponse,
  });
  let client = 0;
  const config: autocannon.Options = {
    url: opts.base,
    connections: opts.connections,
    pipelining: 1,
    timeout: 30,
    ...(opts.amount === undefined ? { duration: opts.seconds ?? 10 } : { amount: opts.amount }),
    requests: opts.perConnection(0).map(built),
    setupClient: (c) => c.setRequests(opts.perConnection(client++).map(built)),
  };
  if (opts.warmUpPerConnection !== undefined)
    return runWarmedUp(opts, config, opts.warmUpPerConnection, refusals);
  const result = await autocannon(config);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = stat.count ?? 0;
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    name: opts.name,
    // a run of a fixed number of requests lasts a second or two: answers over its own duration,
    // not autocannon's mean over whole seconds
    rps: opts.amount === undefined ? (result.requests.average ?? 0) : requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    refusals,
    errors: result.errors + result.timeouts,
    bytes: requests > 0 ? result.throughput.total / requests : 0,
    requests,
  };
}

/**
 * A run whose figures leave out each connection's first `warmUp` answers: latencies and statuses
 * of the rest, counted per connection as autocannon reports each answer.
 */
async function runWarmedUp(
  opts: LoadOptions,
  config: autocannon.Options,
  warmUp: number,
  refusals: Record<string, string>,
): Promise<LoadResult> {
  const answered = new Map<object, number>();
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let total = 0;
  let slowest = 0;
  let warmedAt: number | undefined;
  let answersAfter = 0;
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(config, (err: unknown, r) =>
      err ? reject(err instanceof Error ? err : new Error('autocannon failed')) : resolve(r),
    );
    instance.on('response', (client: object, status: number, size: number, ms: number) => {
      const n = (answered.get(client) ?? 0) + 1;
      answered.set(client, n);
      total++;
      slowest = Math.max(slowest, ms);
      if (warmedAt !== undefined) answersAfter++;
      else if (total === warmUp * opts.connections) {
        warmedAt = performance.now();
        opts.onWarmedUp?.();
      }
      if (n <= warmUp) return;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      bytes += size;
    });
  });
  const seconds = warmedAt === undefined ? 0 : (performance.now() - warmedAt) / 1000;
  return {
    name: opts.name,
    rps: seconds > 0 ? answersAfter / seconds : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    refusals,
    errors: result.errors + result.timeouts,
    bytes: latencies.length > 0 ? bytes / latencies.length : 0,
    requests: latencies.length,
    window: { answers: answersAfter, seconds },
    slowest,
  };
}

/** Server time samples (ms) from sequential requests, read from the `Server-Timing` header. */
export async function serverTimes(
  base: string,
  count: number,
  request: (i: number) => { path: string; headers: Record<string, string> },
  before?: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await before?.();
    const { path, headers } = request(i);
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const match = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!match?.[1]) throw new Error(`${path} sent no Server-Timing`);
    times.push(Number(match[1]));
  }
  return times;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
