import { describe, expect, it } from 'vitest';
import { FAULT_HEADER, MAX_BODY_BYTES } from '@/sandbox/app';
import { createTestSandbox } from './harness';

describe('fault injection', () => {
  const sandbox = createTestSandbox();

  it('answers a 500 in OCC’s error shape, and 502/503/504 as a gateway would', async () => {
    const error = await sandbox.get('/products/103828', { headers: { [FAULT_HEADER]: '500' } });
    expect(error.status).toBe(500);
    expect(error.body.errors[0].type).toBe('InternalServerError');
    for (const status of [502, 503, 504]) {
      const gateway = await sandbox.get('/products/103828', { headers: { [FAULT_HEADER]: String(status) } });
      expect(gateway.status).toBe(status);
      expect(gateway.headers.get('content-type')).toContain('text/html');
    }
  });

  it('delays an answer by the asked latency', async () => {
    const started = Date.now();
    const { status } = await sandbox.get('/titles', { headers: { [FAULT_HEADER]: 'latency=250' } });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('never answers a timeout fault before the caller gives up', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const started = Date.now();
    const answer = sandbox.app.fetch(new Request('http://sandbox.test/occ/v2/brand-us/titles', { headers: { [FAULT_HEADER]: 'timeout' }, signal: controller.signal }));
    await answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection for a network fault', async () => {
    const response = await sandbox.app.fetch(new Request('http://sandbox.test/occ/v2/brand-us/titles', { headers: { [FAULT_HEADER]: 'network' } }));
    expect(response.type).toBe('error');
  });

  it('adds a fixed latency and random 500s when configured', async () => {
    const slow = createTestSandbox({ latencyMs: 120 });
    const started = Date.now();
    await slow.get('/titles');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    const flaky = createTestSandbox({ errorRate: 1 });
    expect((await flaky.get('/titles')).status).toBe(500);
    const half = createTestSandbox({ errorRate: 0.5, faultSeed: 7 });
    const statuses = await Promise.all(Array.from({ length: 40 }, () => half.get('/titles').then((a) => a.status)));
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(5);
  });

  it('makes the calls to the paths it is told slower, server-side calls included, until told to stop', async () => {
    const slowPaths = (method: string, json?: unknown) =>
      sandbox.app.fetch(
        new Request('http://sandbox.test/sandbox/slow-paths', {
          method,
          ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
        }),
      );
    const timed = async (path: string) => {
      const started = Date.now();
      const { status } = await sandbox.get(path);
      return { status, ms: Date.now() - started };
    };

    expect((await slowPaths('PUT', { pathContains: '/products/103828', latencyMs: 250 })).status).toBe(200);
    expect(await (await slowPaths('GET')).json()).toEqual({ slowPaths: [{ pathContains: '/products/103828', latencyMs: 250 }] });
    const slow = await timed('/products/103828');
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(240);
    expect((await timed('/titles')).ms).toBeLessThan(200);

    const refused = await slowPaths('PUT', { pathContains: ' ', latencyMs: -1 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].type).toBe('ValidationError');

    expect((await slowPaths('DELETE')).status).toBe(204);
    expect((await timed('/products/103828')).ms).toBeLessThan(200);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ idList: ['x'.repeat(MAX_BODY_BYTES)] });
    const { status, body } = await sandbox.post('/cms/components', { body: big, headers: { 'content-type': 'application/json', 'content-length': String(big.length) } });
    expect(status).toBe(413);
    expect(body.errors[0].type).toBe('PayloadTooLargeError');
    const streamed = await sandbox.post('/cms/components', { body: big, headers: { 'content-type': 'application/json' } });
    expect(streamed.status).toBe(413);
  });

  it('answers an unknown OCC path and an unknown site as OCC does', async () => {
    const path = await sandbox.get('/no/such/resource');
    expect(path.status).toBe(404);
    expect(path.body.errors[0]).toEqual({ type: 'UnknownResourceError', message: 'There is no resource for path /occ/v2/brand-us/no/such/resource' });
    const site = await sandbox.get('/occ/v2/brand-xx/titles');
    expect(site.status).toBe(400);
    expect(site.body.errors[0]).toEqual({ type: 'InvalidResourceError', message: "Base site brand-xx doesn't exist" });
  });
});
