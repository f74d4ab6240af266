// Child processes of the bench (builds, sandbox, storefront, baseline): started in their own process
// group so stopping one also stops what it spawned, logged to files, and measured through /proc.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { WORK_DIR } from './config.mjs';
import { sleep } from './util.mjs';

const running = new Set();

/** Process groups of this bench, on disk, so a run killed outright can be cleaned up by the next. */
const REGISTRY = join(WORK_DIR, 'running-pids.json');

function saveRegistry() {
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(REGISTRY, JSON.stringify([...running].map((proc) => ({ pid: proc.pid, name: proc.name }))));
}

/**
 * Stops what an earlier bench run left behind: only process groups it recorded whose leader still
 * runs in a folder of WORK_DIR (a recycled pid belongs to someone else and is left alone).
 */
export function reapLeftovers() {
  if (!existsSync(REGISTRY)) return [];
  const reaped = [];
  let recorded = [];
  try {
    recorded = JSON.parse(readFileSync(REGISTRY, 'utf8'));
  } catch {
    // unreadable: nothing to do
  }
  for (const { pid, name } of recorded) {
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(WORK_DIR)) continue;
    } catch {
      continue;
    }
    signalGroup(pid, 'SIGKILL');
    reaped.push(`${name} (pid ${pid})`);
  }
  writeFileSync(REGISTRY, '[]');
  return reaped;
}

/**
 * Starts `command` detached (its own process group, led by the returned pid) with output appended
 * to `logFile`.
 */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  const out = createWriteStream(logFile, { flags: 'a' });
  out.write(`\n$ ${command} ${args.join(' ')}  (cwd ${cwd}, ${new Date().toISOString()})\n`);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  const proc = { name, pid: child.pid, child, logFile, exited };
  running.add(proc);
  saveRegistry();
  exited.then(() => {
    running.delete(proc);
    saveRegistry();
    // Let the pipes drain before closing the log.
    setTimeout(() => out.end(), 100);
  });
  return proc;
}

function hasExited(proc) {
  return proc.child.exitCode !== null || proc.child.signalCode !== null;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Group still has members (the leader may be gone while a forked server lives on). */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group, SIGKILL after `graceMs`. */
export async function stopProcess(proc, graceMs = 5000) {
  if (!proc) return;
  if (!hasExited(proc) || groupAlive(proc.pid)) signalGroup(proc.pid, 'SIGTERM');
  const outcome = await Promise.race([proc.exited, sleep(graceMs).then(() => 'timeout')]);
  if (outcome === 'timeout' || groupAlive(proc.pid)) signalGroup(proc.pid, 'SIGKILL');
  await proc.exited;
}

/** Last resort on exit: kill every group this bench started. */
export function killAllSync() {
  for (const proc of running) signalGroup(proc.pid, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...running].map((proc) => stopProcess(proc)));
}

/** Runs a command to completion (a build); rejects with the log's tail when it fails. */
export async function runToCompletion(name, command, args, options) {
  const proc = startProcess(name, command, args, options);
  const { code, signal, error } = await proc.exited;
  if (code !== 0) {
    await sleep(150);
    throw new Error(`${name} failed (${error?.message ?? signal ?? `exit ${code}`}); last lines of ${options.logFile}:\n${tail(options.logFile)}`);
  }
}

export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** True when something already accepts connections on the port (then the bench must not use it). */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) {
      throw new Error(
        `port ${port} (${name}) is already in use; stop what runs there or choose other ports with ` +
          'BENCH_PORT, BENCH_BASELINE_PORT, BENCH_SANDBOX_PORT',
      );
    }
  }
}

/** Waits until `url` answers below 500, failing early (with the log) when the process dies. */
export async function waitForHttp(url, { proc, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && hasExited(proc)) {
      await sleep(150);
      throw new Error(`${proc.name} stopped before ${url} answered; last lines of ${proc.logFile}:\n${tail(proc.logFile)}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${proc ? `; see ${proc.logFile}` : ''}`);
}

/** Parent pid of every process, read from /proc/<pid>/stat (field 4, after the command name). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(afterName[1]));
    } catch {
      // exited while reading
    }
  }
  return parents;
}

/** The process and all its descendants. */
function processTree(pid) {
  const parents = parentsByPid();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** Resident set size of a process tree (VmRSS from /proc/<pid>/status), in bytes, with its members. */
export function treeRss(pid) {
  const processes = [];
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      processes.push({ pid: member, name, rssBytes: rssKb * 1024 });
    } catch {
      // exited while reading
    }
  }
  return { rssBytes: processes.reduce((sum, p) => sum + p.rssBytes, 0), processes };
}
