// Turns the measurements into one row per target (PASS or MISS) plus informational rows, and prints
// them as one table. Pure: the bench's test feeds it measurements and reads the verdicts.
import { KB, TARGETS } from './config.mjs';
import { formatBytes, formatMs } from './util.mjs';

const PASS = 'PASS';
const MISS = 'MISS';
const INFO = '';

const ok = (status) => typeof status === 'number' && status >= 200 && status < 300;
const percent = (share) => `${Math.round(share * 100)}%`;
const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${formatBytes(bytes)}`;

function statusNote(measured) {
  if (!measured) return 'not measured';
  if (measured.error) return `error: ${measured.error}`;
  if (!ok(measured.status)) return `HTTP ${measured.status ?? '—'}${measured.redirects?.length ? ' after redirect' : ''}`;
  return '';
}

/** A verdict that is a MISS whenever the page did not answer 2xx or was not measured. */
function verdict(measured, passes) {
  if (!measured || measured.error || !ok(measured.status)) return MISS;
  return passes ? PASS : MISS;
}

/** Scripts loaded after the load event: chunks of routes the page's links prefetch, and parts loaded on first use (the commerce client). */
function loadPhases(measured) {
  if (measured.error || !measured.afterLoadGzipBytes) return '';
  return `${formatBytes(measured.initialGzipBytes)} until load, ${formatBytes(measured.afterLoadGzipBytes)} after (prefetches, parts loaded on first use)`;
}

function jsChecks(js, targets) {
  const rows = [];
  const base = js['baseline:static'];
  const baseBytes = base && !base.error ? base.gzipBytes : null;
  for (const [key, measured] of Object.entries(js)) {
    if (!key.startsWith('storefront:')) continue;
    const route = measured.route;
    const allowance = targets.jsOverBaseline[route];
    const value = measured.error ? '—' : formatBytes(measured.gzipBytes);
    const note = [statusNote(measured), loadPhases(measured), measured.prepared && !measured.prepared.ok ? `cart not filled: ${measured.prepared.error}` : '']
      .filter(Boolean)
      .join('; ');
    if (allowance === undefined) {
      rows.push({ area: 'JavaScript', check: `${route} (gzip)`, value, baseline: formatBytes(baseBytes), target: '', result: INFO, note });
      continue;
    }
    const passes = baseBytes !== null && measured.gzipBytes <= baseBytes + allowance;
    rows.push({
      area: 'JavaScript',
      check: `${route} (gzip)`,
      value: measured.error || baseBytes === null ? value : `${value} (${signed(measured.gzipBytes - baseBytes)})`,
      baseline: formatBytes(baseBytes),
      target: `≤ base + ${allowance / KB} KB`,
      result: baseBytes === null ? MISS : verdict(measured, passes),
      note: baseBytes === null ? 'baseline not measured' : note,
    });
  }
  const offenders = Object.values(js)
    .filter((measured) => measured.app === 'storefront' && !measured.error && !targets.sdkAllowedRoutes.includes(measured.route))
    .flatMap((measured) => measured.sdks.map((sdk) => `${sdk} on ${measured.route}`));
  const measuredAny = Object.values(js).some((measured) => measured.app === 'storefront' && !measured.error);
  rows.push({
    area: 'JavaScript',
    check: 'payment / map SDKs outside checkout',
    value: offenders.length ? offenders.join(', ') : 'none',
    baseline: '',
    target: 'none',
    result: measuredAny && offenders.length === 0 ? PASS : MISS,
    note: measuredAny ? '' : 'not measured',
  });
  return rows;
}

function htmlChecks(html, targets) {
  const rows = [];
  for (const measured of Object.values(html)) {
    if (measured.app !== 'storefront') continue;
    const value = measured.error ? '—' : `${formatBytes(measured.rawBytes)} / ${formatBytes(measured.gzipBytes)}`;
    if (measured.route !== 'product') {
      rows.push({ area: 'HTML', check: `${measured.route} raw / gzip`, value, baseline: '', target: '', result: INFO, note: statusNote(measured) });
      continue;
    }
    const { rawBytes, gzipBytes } = targets.productHtml;
    rows.push({
      area: 'HTML',
      check: 'product raw',
      value: measured.error ? '—' : formatBytes(measured.rawBytes),
      baseline: '',
      target: `≤ ${rawBytes / KB} KB`,
      result: verdict(measured, measured.rawBytes <= rawBytes),
      note: statusNote(measured),
    });
    rows.push({
      area: 'HTML',
      check: 'product gzip',
      value: measured.error ? '—' : formatBytes(measured.gzipBytes),
      baseline: '',
      target: `≤ ${gzipBytes / KB} KB`,
      result: verdict(measured, measured.gzipBytes <= gzipBytes),
      note: statusNote(measured),
    });
  }
  return rows;
}

/** Per run, the KB of scripts Lighthouse put in front of LCP (`lighthouse.mjs`), when known. */
function scriptsBeforeLcp(runs) {
  const known = (Array.isArray(runs) ? runs : []).map((run) => run?.lcpScriptKb).filter((kb) => typeof kb === 'number');
  return known.length ? `scripts before it ${known.join(', ')} KB` : '';
}

function lighthouseChecks(lighthouse, targets, statuses) {
  const rows = [];
  const base = lighthouse['baseline:static']?.median;
  const goals = targets.lighthouse;
  const metrics = [
    { name: 'score', key: 'score', target: `≥ ${goals.score}`, passes: (v) => v >= goals.score, format: (v) => String(Math.round(v)) },
    { name: 'LCP', key: 'lcpMs', target: `≤ ${formatMs(goals.lcpMs)}`, passes: (v) => v <= goals.lcpMs, format: formatMs },
    { name: 'TBT', key: 'tbtMs', target: `≤ ${goals.tbtMs} ms`, passes: (v) => v <= goals.tbtMs, format: formatMs },
    { name: 'CLS', key: 'cls', target: `≤ ${goals.cls}`, passes: (v) => v <= goals.cls, format: (v) => v.toFixed(3) },
  ];
  for (const [key, measured] of Object.entries(lighthouse)) {
    if (!key.startsWith('storefront:')) continue;
    const route = key.slice('storefront:'.length);
    const status = statuses[key];
    for (const metric of metrics) {
      const value = measured.median?.[metric.key];
      const measuredOk = typeof value === 'number';
      const pageOk = status === undefined || ok(status);
      rows.push({
        area: 'Lighthouse',
        check: `${route} ${metric.name}`,
        value: measuredOk ? metric.format(value) : '—',
        baseline: typeof base?.[metric.key] === 'number' ? metric.format(base[metric.key]) : '',
        target: metric.target,
        result: measuredOk && pageOk && metric.passes(value) ? PASS : MISS,
        note: [
          pageOk ? '' : `HTTP ${status}`,
          measuredOk ? `${measured.okRuns}/${measured.runs} runs` : measured.error ?? 'no successful run',
          metric.key === 'lcpMs' ? scriptsBeforeLcp(measured.all) : '',
        ]
          .filter(Boolean)
          .join('; '),
      });
    }
  }
  return rows;
}

function loadNote(measured) {
  const failures = (measured.errors ?? 0) + (measured.timeouts ?? 0) + (measured.non2xx ?? 0);
  return failures ? `${measured.errors} errors, ${measured.timeouts} timeouts, ${measured.non2xx} non-2xx` : '';
}

function throughputChecks(throughput, targets) {
  const rows = [];
  const goals = targets.throughput;
  const staticRps = throughput['baseline:static']?.requestsPerSecond;
  const dynamicRps = throughput['baseline:dynamic']?.requestsPerSecond;
  const rps = (value) => (typeof value === 'number' ? `${Math.round(value)} rps` : '—');
  for (const [key, measured] of Object.entries(throughput)) {
    if (!key.startsWith('storefront:')) continue;
    const label = key.slice('storefront:'.length);
    const busted = label === 'product-busted';
    const floor = busted ? dynamicRps : staticRps;
    const share = busted ? goals.bustedShareOfDynamic : goals.cachedShareOfStatic;
    if (measured.error) {
      rows.push({ area: 'Throughput', check: `${label} rps`, value: '—', baseline: '', target: '', result: MISS, note: `error: ${measured.error}` });
      continue;
    }
    const ratio = typeof floor === 'number' && floor > 0 ? measured.requestsPerSecond / floor : null;
    // Requests per second only count when every answer was the page: fast 404s prove nothing.
    const failures = measured.errors + measured.timeouts + measured.non2xx;
    rows.push({
      area: 'Throughput',
      check: `${label} rps`,
      value: ratio === null ? rps(measured.requestsPerSecond) : `${rps(measured.requestsPerSecond)} (${percent(ratio)})`,
      baseline: `${rps(floor)} ${busted ? 'dynamic' : 'static'}`,
      target: `≥ ${percent(share)} of ${busted ? 'dynamic' : 'static'}`,
      result: ratio !== null && ratio >= share && failures === 0 ? PASS : MISS,
      note: [
        ratio === null ? 'baseline not measured' : '',
        failures ? 'not every answer was 2xx' : '',
        busted && measured.repeatedRequests ? `${measured.distinctPaths} distinct URLs, ${measured.repeatedRequests} repeat requests` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
    rows.push({
      area: 'Throughput',
      check: `${label} p50 / p99`,
      value: `${formatMs(measured.latencyP50Ms)} / ${formatMs(measured.latencyP99Ms)}`,
      baseline: '',
      target: `p99 ≤ ${goals.p99Ms} ms`,
      result: measured.latencyP99Ms <= goals.p99Ms ? PASS : MISS,
      note: '',
    });
    rows.push({
      area: 'Throughput',
      check: `${label} errors`,
      value: String(failures),
      baseline: '',
      target: '0',
      result: failures === 0 ? PASS : MISS,
      note: loadNote(measured),
    });
  }
  for (const key of ['baseline:static', 'baseline:dynamic']) {
    const measured = throughput[key];
    if (!measured || measured.error) continue;
    rows.push({
      area: 'Throughput',
      check: `baseline ${key.slice('baseline:'.length)} p50 / p99`,
      value: `${formatMs(measured.latencyP50Ms)} / ${formatMs(measured.latencyP99Ms)}`,
      baseline: rps(measured.requestsPerSecond),
      target: '',
      result: INFO,
      note: loadNote(measured),
    });
  }
  return rows;
}

function memoryChecks(memory, targets) {
  if (memory.error) {
    return [{ area: 'Memory', check: 'RSS growth', value: '—', baseline: '', target: '', result: MISS, note: `error: ${memory.error}` }];
  }
  const limit = targets.memory.growthBytes;
  const failures = memory.load ? memory.load.errors + memory.load.timeouts + memory.load.non2xx : 0;
  return [
    {
      area: 'Memory',
      check: `RSS growth over ${memory.requests.toLocaleString('en-US')} requests`,
      value: `${formatBytes(memory.growthBytes)} (${formatBytes(memory.beforeBytes)} → ${formatBytes(memory.afterBytes)})`,
      baseline: '',
      target: `≤ ${formatBytes(limit)} over ${targets.memory.requests.toLocaleString('en-US')}`,
      result: memory.growthBytes <= limit ? PASS : MISS,
      note: [
        memory.requests < targets.memory.requests ? 'fewer requests (quick)' : '',
        `peak ${formatBytes(memory.peakBytes)}`,
        typeof memory.secondHalfGrowthBytes === 'number' ? `second half ${signed(memory.secondHalfGrowthBytes)}` : '',
        failures ? `${failures} failed requests` : '',
      ]
        .filter(Boolean)
        .join('; '),
    },
  ];
}

function slowBackendChecks(slow, targets) {
  if (slow.error) {
    return [{ area: 'Slow backend', check: 'probe', value: '—', baseline: '', target: '', result: MISS, note: `error: ${slow.error}` }];
  }
  const goals = targets.slowBackend;
  const rows = [];
  for (const [label, probe] of Object.entries(slow.probes)) {
    // An error page answering fast is not the page answering fast.
    const pageOk = ok(probe.status) && !probe.error;
    const note = [probe.status && !ok(probe.status) ? `HTTP ${probe.status}` : '', probe.navigationError ?? '', probe.error ?? '']
      .filter(Boolean)
      .join('; ');
    rows.push({
      area: 'Slow backend',
      check: `${label} first byte`,
      value: formatMs(probe.ttfbMs),
      baseline: '',
      target: `≤ ${goals.ttfbMs} ms`,
      result: pageOk && typeof probe.ttfbMs === 'number' && probe.ttfbMs <= goals.ttfbMs ? PASS : MISS,
      note,
    });
    if (probe.expectsTitleAndPrice) {
      rows.push({
        area: 'Slow backend',
        check: `${label} title + price`,
        value: probe.titleAndPriceMs == null ? `not within ${formatMs(slow.observeMs)}` : formatMs(probe.titleAndPriceMs),
        baseline: '',
        target: `≤ ${formatMs(goals.titleAndPriceMs)}`,
        result: pageOk && probe.titleAndPriceMs != null && probe.titleAndPriceMs <= goals.titleAndPriceMs ? PASS : MISS,
        note: probe.heading ? `h1 "${probe.heading.slice(0, 40)}"` : '',
      });
    }
    rows.push({
      area: 'Slow backend',
      check: `${label} never blank`,
      value: probe.firstTextMs == null ? `no text within ${formatMs(slow.observeMs)}` : `text at ${formatMs(probe.firstTextMs)}`,
      baseline: '',
      target: `text within ${formatMs(goals.visibleWithinMs)}`,
      result: pageOk && !probe.blank ? PASS : MISS,
      note,
    });
  }
  return rows;
}

/** Every row of the report, in the order of the issue's targets. */
export function buildChecks(results, targets = TARGETS) {
  const statuses = Object.fromEntries(Object.entries(results.html ?? {}).map(([key, measured]) => [key, measured.status]));
  const rows = [];
  if (results.js) rows.push(...jsChecks(results.js, targets));
  if (results.html) rows.push(...htmlChecks(results.html, targets));
  if (results.lighthouse) rows.push(...lighthouseChecks(results.lighthouse, targets, statuses));
  if (results.throughput) rows.push(...throughputChecks(results.throughput, targets));
  if (results.memory) rows.push(...memoryChecks(results.memory, targets));
  if (results.slowBackend) rows.push(...slowBackendChecks(results.slowBackend, targets));
  for (const [phase, message] of Object.entries(results.errors ?? {})) {
    rows.push({ area: phase, check: 'phase failed', value: '—', baseline: '', target: '', result: MISS, note: message.split('\n')[0] });
  }
  return rows;
}

const COLUMNS = [
  { key: 'area', title: 'Area' },
  { key: 'check', title: 'Check' },
  { key: 'value', title: 'Storefront' },
  { key: 'baseline', title: 'Baseline' },
  { key: 'target', title: 'Target' },
  { key: 'result', title: 'Result' },
  { key: 'note', title: 'Note' },
];

/** One plain-text table; the Note column is cut so lines stay readable in a terminal. */
export function formatTable(rows, { noteWidth = 70 } = {}) {
  const cell = (row, column) => {
    const text = String(row[column.key] ?? '');
    return column.key === 'note' && text.length > noteWidth ? `${text.slice(0, noteWidth - 1)}…` : text;
  };
  const widths = COLUMNS.map((column) => Math.max(column.title.length, ...rows.map((row) => cell(row, column).length)));
  const line = (cells) => cells.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd();
  const out = [line(COLUMNS.map((column) => column.title)), line(widths.map((width) => '-'.repeat(width)))];
  let area = null;
  for (const row of rows) {
    const cells = COLUMNS.map((column) => cell(row, column));
    if (row.area === area) cells[0] = '';
    area = row.area;
    out.push(line(cells));
  }
  const pass = rows.filter((row) => row.result === PASS).length;
  const miss = rows.filter((row) => row.result === MISS).length;
  out.push('', `${pass} PASS, ${miss} MISS`);
  return out.join('\n');
}

/** The storefront's scripts, largest first, with the pages that load them and library hints. */
export function formatLargestScripts(js, { count = 8 } = {}) {
  const byUrl = new Map();
  for (const measured of Object.values(js ?? {})) {
    if (measured.app !== 'storefront' || measured.error) continue;
    for (const script of measured.scripts) {
      const entry = byUrl.get(script.url) ?? { ...script, routes: [] };
      entry.routes.push(measured.route);
      byUrl.set(script.url, entry);
    }
  }
  const largest = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
  if (!largest.length) return '';
  const lines = largest.map(
    (script) =>
      `  ${formatBytes(script.gzipBytes).padStart(9)}  ${script.url}  on ${script.routes.join(', ')}` +
      `${script.libraries?.length ? `  (likely ${script.libraries.join(', ')})` : ''}`,
  );
  return ['Largest storefront scripts (gzip):', ...lines].join('\n');
}
