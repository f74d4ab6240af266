// Lighthouse 12, its default mobile configuration (Moto G Power, simulated slow 4G and 4x CPU),
// performance category only, in the system Chromium. Pages take turns run after run so a burst of
// machine load hits them alike; each metric is the median over the runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromiumPath } from './config.mjs';
import { errorMessage, log, median } from './util.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

/**
 * KB of scripts on the simulated LCP path. Lighthouse estimates LCP from the page's unthrottled load:
 * a script that finished loading and ran before the LCP was observed is put in front of it, with its
 * bytes and its CPU time. Locally, whether the page's scripts run before its first frame is shown is
 * a race decided by the machine's load, so this tells the runs that carry them from those that do not.
 * A diagnostic only: null when it cannot be computed.
 */
async function scriptKbOnLcpPath(result) {
  try {
    const { artifacts, lhr } = result;
    const settings = lhr.configSettings;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    let bytes = 0;
    for (const node of lcp.optimisticEstimate.nodeTimings.keys()) {
      if (node.type === 'network' && node.request.resourceType === 'Script') bytes += node.request.transferSize;
    }
    return Math.round(bytes / 1024);
  } catch {
    return null;
  }
}

function runSummary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // The code (ERRORED_DOCUMENT_REQUEST, NO_LCP, ...) reads better in a table than the message.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * `pages`: [{ key, url }]. Returns per key the medians and the single runs; the HTML report of the
 * run closest to the median score is written to `reportDir`.
 */
export async function runLighthouse(pages, { runs, reportDir }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const collected = Object.fromEntries(pages.map((page) => [page.key, { url: page.url, runs: [], reports: [] }]));
  const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] };
  try {
    // One unrecorded run per page first: the image optimizer encodes each picture once per width and
    // format (AVIF for Chromium), so the measured runs find the phone's sizes ready, as a CDN's
    // cache would hold them.
    for (const page of pages) {
      try {
        await lighthouse(page.url, flags);
      } catch {
        // the measured runs report failures
      }
    }
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const entry = collected[page.key];
        try {
          const result = await lighthouse(page.url, { ...flags, output: 'html' });
          if (!result) throw new Error('Lighthouse returned no result');
          const summary = { ...runSummary(result.lhr), lcpScriptKb: await scriptKbOnLcpPath(result) };
          entry.runs.push(summary);
          entry.reports.push(result.report);
          log(
            summary.runtimeError
              ? `lighthouse ${page.key} run ${run}/${runs}: ${summary.runtimeError}`
              : `lighthouse ${page.key} run ${run}/${runs}: score ${summary.score}, LCP ${Math.round(summary.lcpMs)} ms (${summary.lcpScriptKb ?? '?'} KB of scripts before it), TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls?.toFixed(3)}`,
          );
        } catch (error) {
          entry.runs.push({ error: errorMessage(error) });
          entry.reports.push(null);
          log(`lighthouse ${page.key} run ${run}/${runs} failed: ${errorMessage(error)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }

  mkdirSync(reportDir, { recursive: true });
  const results = {};
  for (const [key, entry] of Object.entries(collected)) {
    const good = entry.runs.filter((run) => !run.error && !run.runtimeError);
    const medians = {
      score: median(good.map((run) => run.score)),
      lcpMs: median(good.map((run) => run.lcpMs)),
      tbtMs: median(good.map((run) => run.tbtMs)),
      cls: median(good.map((run) => run.cls)),
      fcpMs: median(good.map((run) => run.fcpMs)),
      speedIndexMs: median(good.map((run) => run.speedIndexMs)),
      benchmarkIndex: median(good.map((run) => run.benchmarkIndex)),
    };
    let reportFile = null;
    const usable = entry.runs.map((run, index) => ({ run, index })).filter(({ run }) => !run.error && !run.runtimeError);
    if (usable.length) {
      const distance = ({ run }) => Math.abs((run.score ?? 0) - (medians.score ?? 0));
      const closest = usable.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
      reportFile = join(reportDir, `${key.replace(/[^a-z0-9-]+/gi, '-')}.html`);
      writeFileSync(reportFile, entry.reports[closest.index]);
    }
    const failure = entry.runs.find((run) => run.error || run.runtimeError);
    results[key] = {
      url: entry.url,
      runs: entry.runs.length,
      okRuns: good.length,
      median: medians,
      all: entry.runs,
      reportFile,
      ...(good.length === 0 && failure ? { error: failure.error ?? failure.runtimeError } : {}),
    };
  }
  return results;
}
