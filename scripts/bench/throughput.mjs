// Throughput with autocannon: a fixed number of connections for a fixed time against one page (or a
// rotation of pages), after a short warm-up that is not counted.
import autocannon from 'autocannon';

/** What a browser sends: servers compress for it, which is part of the cost of a page. */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36 bench',
};

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ headers: HEADERS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A request template that walks `paths` in order, one path per request, across all connections. */
export function rotation(paths) {
  let next = 0;
  const served = new Map();
  return {
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const path = paths[next++ % paths.length];
          served.set(path, (served.get(path) ?? 0) + 1);
          return { ...request, path };
        },
      },
    ],
    /** How many requests went to a path that had been requested before in this run. */
    repeats: () => [...served.values()].reduce((sum, count) => sum + count - 1, 0),
    distinct: () => served.size,
  };
}

function summary(result) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    durationSeconds: result.duration,
  };
}

/**
 * Loads `url` (or the rotation's paths on its origin) with `connections` for `seconds`, after
 * `warmupSeconds` on `url` whose numbers are dropped. A rotation is measured without a warm-up: each
 * of its paths is meant to be asked for the first time.
 */
export async function measureThroughput({ url, paths, connections, seconds, warmupSeconds }) {
  if (warmupSeconds > 0 && !paths) await cannon({ url, connections, duration: warmupSeconds });
  const walk = paths ? rotation(paths) : undefined;
  const result = await cannon({ url, connections, duration: seconds, ...(walk ? { requests: walk.requests } : {}) });
  return {
    url,
    connections,
    ...summary(result),
    ...(walk ? { distinctPaths: walk.distinct(), repeatedRequests: walk.repeats() } : {}),
  };
}

/** A fixed number of requests (the memory phase), rotating over `paths`. */
export async function sendRequests({ url, paths, connections, amount }) {
  const walk = rotation(paths);
  const result = await cannon({ url, connections, amount, requests: walk.requests });
  return summary(result);
}
