import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALEX, CLIENT, type Loose } from './harness';

/**
 * The real server as a child process: state written to the data file survives a restart
 * (ARCHITECTURE §9: "a restart loses no cart or order").
 */

const ROOT = resolve(__dirname, '../..');
const TSX_CLI = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');
const dir = mkdtempSync(join(tmpdir(), 'sandbox-persistence-'));
const dataFile = join(dir, 'data.json');
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function start(port: number): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/sandbox/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_FILE: dataFile, SANDBOX_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolveStart(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with ${code}: ${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  await Promise.all(running.map(stop));
  rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox server', () => {
  it('keeps carts, users and orders across a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const occ = `${base}/occ/v2/brand-us`;
    const json = async (response: Response) => (await response.json()) as Loose;

    let server = await start(port);
    const login = await json(
      await fetch(`${base}/authorizationserver/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: ALEX.uid, password: ALEX.password }),
      }),
    );
    const auth = { authorization: `Bearer ${login.access_token}`, 'content-type': 'application/json' };

    const cart = await json(await fetch(`${occ}/users/current/carts`, { method: 'POST', headers: auth }));
    await fetch(`${occ}/users/current/carts/${cart.code}/entries`, { method: 'POST', headers: auth, body: JSON.stringify({ quantity: 2, product: { code: '103300-BRN-34-REG' } }) });
    const anonymous = await json(await fetch(`${occ}/users/anonymous/carts`, { method: 'POST' }));
    await fetch(`${occ}/users/anonymous/carts/${anonymous.guid}/entries?code=104597-BRN-OS&qty=1`, { method: 'POST' });
    await fetch(`${occ}/users/current`, { method: 'PATCH', headers: auth, body: JSON.stringify({ firstName: 'Alexis' }) });
    const orders = await json(await fetch(`${occ}/users/current/orders`, { headers: auth }));
    expect(orders.pagination.totalResults).toBe(6);

    // A network fault drops the connection on the real server.
    await expect(fetch(`${occ}/titles`, { headers: { 'x-sandbox-fault': 'network' } })).rejects.toThrow();

    await stop(server);
    const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(saved.carts[cart.code].entries).toEqual([{ productCode: '103300-BRN-34-REG', quantity: 2 }]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    server = await start(port);
    const restored = await json(await fetch(`${occ}/users/current/carts/${cart.code}`, { headers: auth }));
    expect(restored.entries.map((e: { product: { code: string }; quantity: number }) => [e.product.code, e.quantity])).toEqual([['103300-BRN-34-REG', 2]]);
    const restoredAnonymous = await json(await fetch(`${occ}/users/anonymous/carts/${anonymous.guid}`));
    expect(restoredAnonymous.totalItems).toBe(1);
    const profile = await json(await fetch(`${occ}/users/current`, { headers: auth }));
    expect(profile.firstName).toBe('Alexis');
    const ordersAfter = await json(await fetch(`${occ}/users/current/orders`, { headers: auth }));
    expect(ordersAfter.orders.map((o: { code: string }) => o.code)).toEqual(orders.orders.map((o: { code: string }) => o.code));
    await stop(server);
    expect(existsSync(dataFile)).toBe(true);

    // `npm run sandbox:reset` restores the seed.
    execFileSync(process.execPath, [TSX_CLI, 'src/sandbox/reset.ts'], { cwd: ROOT, env: { ...process.env, SANDBOX_DATA_FILE: dataFile } });
    const reset = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(reset.carts[cart.code]).toBeUndefined();
    expect(reset.users[ALEX.uid].firstName).toBe('Alex');
  }, 90_000);
});
