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
    // One process (tsx as a loader, not its CLI, which would run the server in a child of its own), so a kill hits the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts'], {
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

/** SIGTERM lets the server close; SIGKILL gives it no chance to write anything at all. */
function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill(signal);
  });
}

afterAll(async () => {
  await Promise.all(running.map((child) => stop(child)));
  rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox server', () => {
  it('keeps carts, users, placed orders and stock across a restart, even after being killed', async () => {
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
    // A second cart is checked out: address, delivery mode and card, then the order (spec 2 §7).
    const checkout = await json(await fetch(`${occ}/users/current/carts`, { method: 'POST', headers: auth }));
    const checkoutPath = `${occ}/users/current/carts/${checkout.code}`;
    await fetch(`${checkoutPath}/entries`, { method: 'POST', headers: auth, body: JSON.stringify({ quantity: 3, product: { code: '104676-BLK-L-REG' } }) });
    await fetch(`${checkoutPath}/entries`, { method: 'POST', headers: auth, body: JSON.stringify({ quantity: 1, product: { code: '103828-BRN-L-REG' } }) });
    const stockBefore = (await json(await fetch(`${occ}/products/103828-BRN-L-REG`))).stock.stockLevel as number;
    expect((await fetch(`${checkoutPath}/addresses/delivery?addressId=8796098000001`, { method: 'PUT', headers: auth })).status).toBe(200);
    expect((await fetch(`${checkoutPath}/deliverymode?deliveryModeId=second-day`, { method: 'PUT', headers: auth })).status).toBe(200);
    expect((await fetch(`${checkoutPath}/paymentdetails?paymentDetailsId=8796125000001`, { method: 'PUT', headers: auth })).status).toBe(200);
    const placed = await fetch(`${occ}/users/current/orders?cartId=${checkout.code}&termsChecked=true&fields=FULL`, { method: 'POST', headers: auth });
    expect(placed.status).toBe(201);
    const order = await json(placed);
    const orders = await json(await fetch(`${occ}/users/current/orders`, { headers: auth }));
    expect(orders.pagination.totalResults).toBe(7);
    expect(orders.orders[0].code).toBe(order.code);

    // A network fault drops the connection on the real server.
    await expect(fetch(`${occ}/titles`, { headers: { 'x-sandbox-fault': 'network' } })).rejects.toThrow();

    // Killed outright: what was answered must already be on disk.
    await stop(server, 'SIGKILL');
    const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(saved.carts[cart.code].entries).toMatchObject([{ productCode: '103300-BRN-34-REG', quantity: 2 }]);
    expect(saved.orders[order.code].entries).toHaveLength(2);
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
    const orderAfter = await json(await fetch(`${occ}/users/current/orders/${order.code}?fields=FULL`, { headers: auth }));
    expect(orderAfter).toMatchObject({ code: order.code, status: 'CREATED', deliveryMode: { code: 'second-day' }, totalPriceWithTax: order.totalPriceWithTax });
    expect(orderAfter.entries.map((e: { product: { code: string }; quantity: number }) => [e.product.code, e.quantity])).toEqual([
      ['104676-BLK-L-REG', 3],
      ['103828-BRN-L-REG', 1],
    ]);
    // The placed cart stays placed, and the units it took stay sold.
    const placedCart = await json(await fetch(`${checkoutPath}`, { headers: auth }));
    expect(placedCart.errors[0]).toMatchObject({ type: 'CartError', reason: 'cartPlaced' });
    expect((await json(await fetch(`${occ}/products/103828-BRN-L-REG`))).stock.stockLevel).toBe(stockBefore - 1);
    await stop(server);
    expect(existsSync(dataFile)).toBe(true);

    // `npm run sandbox:reset` restores the seed: with no sandbox running, into the data file.
    const resetScript = () => execFileSync(process.execPath, [TSX_CLI, 'src/sandbox/reset.ts'], { cwd: ROOT, env: { ...process.env, SANDBOX_DATA_FILE: dataFile, SANDBOX_URL: base } });
    resetScript();
    const reset = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(reset.carts[cart.code]).toBeUndefined();
    expect(reset.orders[order.code]).toBeUndefined();
    expect(reset.stockSold).toBeUndefined();
    expect(reset.users[ALEX.uid].firstName).toBe('Alex');

    // With the sandbox running, in the sandbox itself: its next change does not write the old state back.
    server = await start(port);
    const madeBeforeReset = await json(await fetch(`${occ}/users/anonymous/carts`, { method: 'POST' }));
    resetScript();
    await fetch(`${occ}/users/anonymous/carts`, { method: 'POST' });
    const afterRunningReset = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(Object.values(afterRunningReset.carts).some((saved) => (saved as { guid?: string }).guid === madeBeforeReset.guid)).toBe(false);
    await stop(server);
  }, 90_000);
});
