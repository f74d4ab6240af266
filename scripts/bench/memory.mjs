// Memory: resident set size of the storefront's server process tree before and after a fixed number
// of browse requests (a mix of the measured pages and other products), sampled each second for a peak.
import { treeRss } from './processes.mjs';
import { sendRequests } from './throughput.mjs';
import { sleep } from './util.mjs';

/** Four in five requests go to the measured pages, one in five to another product. */
export function browseMix(pages, products, amount) {
  const paths = [];
  let product = 0;
  for (let i = 0; i < amount; i++) {
    paths.push(i % 5 === 4 && products.length ? products[product++ % products.length] : pages[i % pages.length]);
  }
  return paths;
}

export async function measureMemory({ pid, url, pages, products, amount, connections }) {
  // A tenth of the load first, so "before" is a server in its steady state for this mix, then
  // a pause for the previous phase's garbage.
  const warmup = Math.max(100, Math.round(amount / 10));
  await sendRequests({ url, paths: browseMix(pages, products, warmup), connections, amount: warmup });
  await sleep(3000);
  const before = treeRss(pid);
  const started = Date.now();
  // The curve tells a heap that grows to its working size and levels off from one that keeps growing.
  const samples = [{ seconds: 0, rssBytes: before.rssBytes }];
  const sampler = setInterval(() => {
    samples.push({ seconds: Math.round((Date.now() - started) / 1000), rssBytes: treeRss(pid).rssBytes });
  }, 1000);
  let load;
  try {
    load = await sendRequests({ url, paths: browseMix(pages, products, amount), connections, amount });
  } finally {
    clearInterval(sampler);
  }
  await sleep(5000);
  const after = treeRss(pid);
  const during = samples.map((sample) => sample.rssBytes);
  const half = Math.floor(during.length / 2);
  return {
    requests: amount,
    beforeBytes: before.rssBytes,
    afterBytes: after.rssBytes,
    growthBytes: after.rssBytes - before.rssBytes,
    peakBytes: Math.max(...during, after.rssBytes),
    /** Growth over the second half of the load alone. */
    secondHalfGrowthBytes: during.length > 2 ? during[during.length - 1] - during[half] : null,
    processes: after.processes,
    samples,
    load,
  };
}
