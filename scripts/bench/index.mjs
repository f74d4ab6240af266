#!/usr/bin/env node
// `npm run bench`: builds the storefront and a hello-world baseline app, serves both beside the
// sandbox (fixed latency per OCC call), measures JavaScript and HTML per route, Lighthouse,
// throughput, memory and a slow backend, writes bench/results/latest.json and prints one table with
// PASS or MISS per target. `--quick` runs a short subset. See README "Performance".
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BASELINE_ROUTES,
  BASELINE_URL,
  PORTS,
  PROFILES,
  REPO_DIR,
  RESULTS_DIR,
  SANDBOX_LATENCY_MS,
  SANDBOX_URL,
  SLOW_SANDBOX_LATENCY_MS,
  STOREFRONT_ROUTES,
  STOREFRONT_URL,
  TARGETS,
  WORK_DIR,
  chromiumPath,
} from './config.mjs';
import { BASELINE_DIR, LOG_DIR, buildStorefront, ensureBaselineBuild, packageVersion, prepareStorefrontSources } from './build.mjs';
import { measureAllHtml } from './html-bytes.mjs';
import { addToCart, launchBrowser, measureAllScripts } from './js-bytes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureMemory } from './memory.mjs';
import { assertPortsFree, killAllSync, reapLeftovers, stopAll, stopProcess } from './processes.mjs';
import { buildChecks, formatLargestScripts, formatTable } from './report.mjs';
import { discoverRoutes } from './routes.mjs';
import { resetSandboxData, restartSandbox, startBaseline, startSandbox, startStorefront } from './servers.mjs';
import { probePage } from './slow-backend.mjs';
import { measureThroughput } from './throughput.mjs';
import { errorMessage, log } from './util.mjs';

const PHASES = ['html', 'js', 'lighthouse', 'throughput', 'memory', 'slow'];

const USAGE = `Usage: npm run bench [-- options]

  --quick          a short subset (about 3 minutes once both builds exist)
  --only <list>    only these phases, comma-separated: ${PHASES.join(',')}
  --ref <git ref>  measure a commit instead of the working tree
  --rebuild        rebuild even when the sources have not changed

Ports (env): BENCH_PORT=${PORTS.storefront}, BENCH_BASELINE_PORT=${PORTS.baseline}, BENCH_SANDBOX_PORT=${PORTS.sandbox}.
Builds and logs: ${WORK_DIR} (BENCH_WORK_DIR). Chromium: CHROMIUM_PATH or /usr/bin/chromium.`;

function options() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      ref: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = values.only ? values.only.split(',').map((phase) => phase.trim()) : PHASES;
  const unknown = only.filter((phase) => !PHASES.includes(phase));
  if (unknown.length) throw new Error(`unknown phase ${unknown.join(', ')}; phases: ${PHASES.join(', ')}`);
  return { ...values, phases: new Set(only) };
}

function git(args) {
  const result = spawnSync('git', args, { cwd: REPO_DIR, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function chromiumVersion() {
  const path = chromiumPath();
  if (!path) return null;
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || null;
}

function environment(args, profile) {
  return {
    date: new Date().toISOString(),
    profile: profile.name,
    source: args.ref ? { ref: args.ref, commit: git(['rev-parse', args.ref]) } : { workingTree: true, commit: git(['rev-parse', 'HEAD']), changedFiles: git(['status', '--porcelain'])?.split('\n').filter(Boolean).length ?? null },
    node: process.version,
    next: packageVersion('next'),
    react: packageVersion('react'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: chromiumVersion(),
    cpus: cpus().length,
    loadAverageAtStart: loadavg(),
    ports: PORTS,
    sandboxLatencyMs: SANDBOX_LATENCY_MS,
    slowSandboxLatencyMs: SLOW_SANDBOX_LATENCY_MS,
    profileSettings: profile,
    targets: TARGETS,
    workDir: WORK_DIR,
  };
}

/** Runs one phase; a failure is recorded and reported as a MISS, and the next phase still runs. */
async function phase(results, name, task) {
  const started = Date.now();
  log(`${name}: start`);
  try {
    await task();
    log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    results.errors[name] = errorMessage(error);
    log(`${name}: FAILED: ${errorMessage(error)}`);
  }
}

/** A few requests per page so the first measurement does not pay for loading code and filling caches. */
async function warmUp(paths) {
  for (const url of paths) {
    for (let i = 0; i < 3; i++) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
      } catch {
        // measured (and reported) later
      }
    }
  }
}

/** Do the product pages take variant codes? Then cache-busted traffic has ~30 times more URLs. */
async function bustingPool(routes) {
  const sample = routes.bustVariantUrls[0];
  if (sample) {
    const response = await fetch(`${STOREFRONT_URL}${sample}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    if (response.ok) return { kind: 'variants', paths: routes.bustVariantUrls };
  }
  return { kind: 'products', paths: routes.bustProductUrls };
}

async function main() {
  const args = options();
  const profile = args.quick ? PROFILES.quick : PROFILES.full;
  const results = { meta: environment(args, profile), errors: {} };
  const benchStarted = Date.now();
  mkdirSync(LOG_DIR, { recursive: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  const [oneMinute] = loadavg();
  if (oneMinute > cpus().length * 0.5) {
    log(`note: load average ${oneMinute.toFixed(2)} on ${cpus().length} cores; the numbers will be noisy`);
  }
  const reaped = reapLeftovers();
  if (reaped.length) {
    log(`stopped what an interrupted run left running: ${reaped.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await assertPortsFree(PORTS);

  // Builds (reused while their inputs are unchanged).
  const baseline = await ensureBaselineBuild({ rebuild: args.rebuild });
  const source = prepareStorefrontSources({ ref: args.ref, sandboxUrl: SANDBOX_URL, rebuild: args.rebuild });
  resetSandboxData();
  let sandbox;
  if (source.built) {
    log('storefront build is up to date');
    sandbox = await startSandbox(source.dir, SANDBOX_LATENCY_MS);
  } else {
    sandbox = await startSandbox(source.dir, 0);
    try {
      await buildStorefront({ dir: source.dir, key: source.key, sandboxUrl: SANDBOX_URL });
    } catch (error) {
      const hint = args.ref ? '' : '\n(the working tree does not build; `npm run bench -- --ref HEAD` measures the last commit)';
      throw new Error(`${errorMessage(error)}${hint}`);
    }
    sandbox = await restartSandbox(sandbox, source.dir, SANDBOX_LATENCY_MS);
  }
  results.meta.builds = { storefrontReused: source.built, baselineReused: baseline.built };

  const storefront = await startStorefront(source.dir, STOREFRONT_URL);
  const baselineServer = await startBaseline(BASELINE_DIR, BASELINE_URL);

  const routes = await discoverRoutes();
  const storefrontTargets = STOREFRONT_ROUTES.map((route) => ({ app: 'storefront', route, baseUrl: STOREFRONT_URL, path: routes.storefront[route] }));
  const baselineTargets = BASELINE_ROUTES.map((route) => ({ app: 'baseline', route, baseUrl: BASELINE_URL, path: routes.baseline[route] }));
  results.routes = {
    storefront: routes.storefront,
    baseline: routes.baseline,
    product: routes.product,
    coldProduct: routes.coldProduct,
    cartVariant: routes.cartVariant,
    bustProducts: routes.bustProductUrls.length,
    bustVariants: routes.bustVariantUrls.length,
  };
  log(`routes: ${Object.entries(routes.storefront).map(([route, path]) => `${route} ${path}`).join(', ')}`);
  await warmUp([...storefrontTargets, ...baselineTargets].map((target) => `${target.baseUrl}${target.path}`));

  if (args.phases.has('html')) {
    await phase(results, 'html', async () => {
      results.html = await measureAllHtml([...storefrontTargets, ...baselineTargets]);
    });
  }

  if (args.phases.has('js')) {
    await phase(results, 'js', async () => {
      const browser = await launchBrowser();
      try {
        const fillCart = (context) => addToCart(context, STOREFRONT_URL, routes.cartVariant);
        const targets = [
          ...storefrontTargets.map((target) => (['cart', 'checkout'].includes(target.route) ? { ...target, prepare: fillCart } : target)),
          ...baselineTargets,
        ];
        results.js = await measureAllScripts(browser, targets);
      } finally {
        await browser.close();
      }
    });
  }

  if (args.phases.has('lighthouse')) {
    await phase(results, 'lighthouse', async () => {
      const pages = [
        ...profile.lighthouseRoutes.map((route) => ({ key: `storefront:${route}`, url: `${STOREFRONT_URL}${routes.storefront[route]}` })),
        { key: 'baseline:static', url: `${BASELINE_URL}${routes.baseline.static}` },
      ];
      results.lighthouse = await runLighthouse(pages, { runs: profile.lighthouseRuns, reportDir: join(RESULTS_DIR, 'lighthouse') });
    });
  }

  let pool;
  if (args.phases.has('throughput') || args.phases.has('memory')) pool = await bustingPool(routes);

  if (args.phases.has('throughput')) {
    await phase(results, 'throughput', async () => {
      const load = { connections: profile.connections, seconds: profile.throughputSeconds, warmupSeconds: profile.warmupSeconds };
      const runs = [
        ['baseline:static', { url: `${BASELINE_URL}${routes.baseline.static}` }],
        ['storefront:home', { url: `${STOREFRONT_URL}${routes.storefront.home}` }],
        ['storefront:category', { url: `${STOREFRONT_URL}${routes.storefront.category}` }],
        ['storefront:product', { url: `${STOREFRONT_URL}${routes.storefront.product}` }],
        ['baseline:dynamic', { url: `${BASELINE_URL}${routes.baseline.dynamic}` }],
        // No warm-up: it would serve the first URLs of the walk before they are measured.
        ['storefront:product-busted', { url: STOREFRONT_URL, paths: pool.paths, warmupSeconds: 0 }],
      ];
      results.throughput = {};
      for (const [key, run] of runs) {
        try {
          const measured = await measureThroughput({ ...load, ...run });
          results.throughput[key] = key.endsWith('busted') ? { ...measured, pool: pool.kind } : measured;
          log(`throughput ${key}: ${Math.round(measured.requestsPerSecond)} rps, p99 ${measured.latencyP99Ms} ms, ${measured.errors + measured.timeouts + measured.non2xx} failed`);
        } catch (error) {
          results.throughput[key] = { error: errorMessage(error) };
        }
      }
    });
  }

  if (args.phases.has('memory')) {
    await phase(results, 'memory', async () => {
      results.memory = await measureMemory({
        pid: storefront.pid,
        url: STOREFRONT_URL,
        pages: ['home', 'category', 'search', 'product'].map((route) => routes.storefront[route]),
        products: pool.paths,
        amount: profile.memoryRequests,
        connections: profile.connections,
      });
    });
  }

  if (args.phases.has('slow')) {
    await phase(results, 'slow backend', async () => {
      sandbox = await restartSandbox(sandbox, source.dir, SLOW_SANDBOX_LATENCY_MS);
      const browser = await launchBrowser();
      const observeMs = 15_000;
      try {
        // The uncached product first: a prefetch from another page must not warm it.
        const probes = [
          ['product (uncached)', routes.coldProduct.url, routes.coldProduct],
          ['product (cached)', routes.product.url, routes.product],
          ['home', routes.storefront.home, null],
          ['category', routes.storefront.category, null],
        ];
        results.slowBackend = { latencyMs: SLOW_SANDBOX_LATENCY_MS, observeMs, probes: {} };
        for (const [label, path, expect] of probes) {
          const probe = await probePage(browser, {
            baseUrl: STOREFRONT_URL,
            path,
            expect,
            observeMs,
            visibleWithinMs: TARGETS.slowBackend.visibleWithinMs,
          });
          results.slowBackend.probes[label] = { ...probe, expectsTitleAndPrice: Boolean(expect) };
          log(`slow backend ${label}: first byte ${Math.round(probe.ttfbMs ?? -1)} ms, text ${Math.round(probe.firstTextMs ?? -1)} ms${expect ? `, title + price ${Math.round(probe.titleAndPriceMs ?? -1)} ms` : ''}`);
        }
      } finally {
        await browser.close();
      }
    });
  }

  await stopProcess(baselineServer);
  await stopProcess(storefront);
  await stopProcess(sandbox);

  results.meta.loadAverageAtEnd = loadavg();
  results.meta.durationSeconds = Math.round((Date.now() - benchStarted) / 1000);
  results.checks = buildChecks(results);
  const file = join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  const measured = results.meta.source;
  console.log(
    `\nIronbark storefront bench (${profile.name}) ${results.meta.date}, ${measured.ref ? `ref ${measured.ref}` : 'working tree'} ` +
      `${measured.commit?.slice(0, 10)}${measured.changedFiles ? ` + ${measured.changedFiles} changed files` : ''}; ` +
      `load ${results.meta.loadAverageAtStart[0].toFixed(2)} -> ${results.meta.loadAverageAtEnd[0].toFixed(2)} on ${results.meta.cpus} cores; ` +
      `sandbox ${SANDBOX_LATENCY_MS} ms per call\n`,
  );
  console.log(formatTable(results.checks));
  const largest = formatLargestScripts(results.js);
  if (largest) console.log(`\n${largest}`);
  console.log(`\nDetails: ${relative(process.cwd(), file) || file}; logs: ${LOG_DIR}`);
}

process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllSync();
    process.exit(130);
  });
}

main().catch(async (error) => {
  console.error(`bench failed: ${errorMessage(error)}`);
  await stopAll();
  process.exit(1);
});
