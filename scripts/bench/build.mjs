// Production builds of the storefront and of the baseline app, each in its own folder under WORK_DIR:
// the storefront is a copy of the repository's files (the working tree, or a git ref), the baseline
// a hello-world Next.js app the bench writes. Both get a hard-linked copy of the repository's
// node_modules (same packages, same versions; Turbopack refuses a node_modules symlink that points
// outside the project root). A build is reused while its inputs hash the same.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_DIR, WORK_DIR } from './config.mjs';
import { runToCompletion } from './processes.mjs';
import { log } from './util.mjs';

/** Working tree and commits build in separate folders, so switching between them rebuilds neither. */
const STOREFRONT_DIR = join(WORK_DIR, 'storefront');
const STOREFRONT_REF_DIR = join(WORK_DIR, 'storefront-ref');
export const BASELINE_DIR = join(WORK_DIR, 'baseline');
export const LOG_DIR = join(WORK_DIR, 'logs');

/** Files that never change what `next build` produces. */
const NOT_BUILD_INPUTS = /^(tests|e2e|scripts\/bench|bench)\//;

function git(args) {
  return execFileSync('git', args, { cwd: REPO_DIR, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

export function packageVersion(name, root = REPO_DIR) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** What is installed: a reinstall changes every build. */
function installedPackagesHash() {
  const lock = join(REPO_DIR, 'node_modules', '.package-lock.json');
  return createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : 'no-lock')
    .update(process.version)
    .digest('hex');
}

/** The working tree as a fresh clone would have it: tracked and untracked files, minus ignored ones. */
function workingTreeFiles() {
  return git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && existsSync(join(REPO_DIR, file)) && statSync(join(REPO_DIR, file)).isFile())
    .sort();
}

function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    if (NOT_BUILD_INPUTS.test(file)) continue;
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Empties `dir` but for its node_modules copy, which is kept while the installed packages are the same. */
function clearDir(dir) {
  mkdirSync(dir, { recursive: true });
  const stamp = join(dir, 'node_modules', '.bench-installed');
  const keep = existsSync(stamp) && readFileSync(stamp, 'utf8') === installedPackagesHash();
  for (const entry of readdirSync(dir)) {
    if (keep && entry === 'node_modules') continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

function linkNodeModules(dir) {
  const target = join(dir, 'node_modules');
  const stamp = join(target, '.bench-installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === installedPackagesHash()) return;
  rmSync(target, { recursive: true, force: true });
  // Hard links: instant and free on the same file system; a plain copy elsewhere.
  const linked = spawnSync('cp', ['-al', join(REPO_DIR, 'node_modules'), target], { stdio: 'ignore' });
  if (linked.status !== 0) {
    rmSync(target, { recursive: true, force: true });
    const copied = spawnSync('cp', ['-R', join(REPO_DIR, 'node_modules'), target], { stdio: 'inherit' });
    if (copied.status !== 0) throw new Error(`could not copy node_modules into ${dir}`);
  }
  // A new file in the copied directory: the repository's node_modules stays untouched.
  writeFileSync(stamp, installedPackagesHash());
}

function readKey(dir) {
  const file = join(dir, '.bench-build-key');
  return existsSync(file) && existsSync(join(dir, '.next', 'BUILD_ID')) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Copies the storefront's sources into its folder unless a build of the same inputs is there.
 * `ref` (a commit, branch or tag) exports that commit instead of the working tree.
 * Returns `{ dir, key, built }`: `built` is true when a matching build already exists.
 */
export function prepareStorefrontSources({ ref, sandboxUrl, rebuild }) {
  const common = `${installedPackagesHash()}|${sandboxUrl}`;
  let key;
  let files;
  let revision;
  if (ref) {
    revision = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
    key = `ref:${git(['rev-parse', `${revision}^{tree}`]).trim()}|${common}`;
  } else {
    files = workingTreeFiles();
    key = `tree:${hashFiles(REPO_DIR, files)}|${common}`;
  }
  const dir = ref ? STOREFRONT_REF_DIR : STOREFRONT_DIR;
  if (!rebuild && readKey(dir) === key) return { dir, key, built: true };

  clearDir(dir);
  if (ref) {
    const archive = spawnSync('git', ['archive', '--format=tar', revision], { cwd: REPO_DIR, maxBuffer: 1024 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`could not unpack ${ref}: ${untar.stderr}`);
  } else {
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      copyFileSync(join(REPO_DIR, file), join(dir, file));
    }
  }
  linkNodeModules(dir);
  return { dir, key, built: false };
}

/** Environment of the storefront's build and server: the bench's own sandbox, production mode. */
export function storefrontEnv(sandboxUrl, extra = {}) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SANDBOX_URL: sandboxUrl, ...extra };
  // Unset means "the sandbox" to the storefront (its OAuth client and development session secret).
  delete env.COMMERCE_API_URL;
  delete env.PORT;
  return env;
}

/** `next build` in the copy; the sandbox at `sandboxUrl` must be running (pages prerender from it). */
export async function buildStorefront({ dir, key, sandboxUrl }) {
  const logFile = join(LOG_DIR, 'storefront-build.log');
  rmSync(logFile, { force: true });
  log(`building the storefront in ${dir} (log: ${logFile})`);
  await runToCompletion('storefront build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: dir,
    env: storefrontEnv(sandboxUrl),
    logFile,
  });
  // The marker `scripts/run.mjs` checks, so `npm start` in the copy would not rebuild.
  writeFileSync(join(dir, '.next', 'commerce-api-url'), sandboxUrl);
  writeFileSync(join(dir, '.bench-build-key'), key);
}

/** The baseline: one static page, one dynamic page, nothing else; same next/react as the storefront. */
function baselineFiles() {
  const versions = Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, packageVersion(name)]));
  return {
    'package.json': `${JSON.stringify({ name: 'bench-baseline', private: true, type: 'module', dependencies: versions }, null, 2)}\n`,
    'next.config.mjs': 'export default {};\n',
    'app/layout.jsx': [
      "export const metadata = { title: 'Baseline', description: 'Hello-world Next.js app: the floor of the framework.' };",
      '',
      'export default function RootLayout({ children }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/page.jsx': [
      '// Static: prerendered at build time.',
      'export default function StaticPage() {',
      '  return (',
      '    <main>',
      '      <h1>Hello, world</h1>',
      '      <p>A static page.</p>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/dynamic/page.jsx': [
      "import { connection } from 'next/server';",
      '',
      '// Dynamic: rendered on every request.',
      'export default async function DynamicPage() {',
      '  await connection();',
      '  return (',
      '    <main>',
      '      <h1>Hello, world</h1>',
      '      <p>Rendered at {new Date().toISOString()}.</p>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  };
}

/** Writes and builds the baseline app unless an identical build exists. */
export async function ensureBaselineBuild({ rebuild }) {
  const files = baselineFiles();
  const key = createHash('sha256').update(JSON.stringify(files)).update(installedPackagesHash()).digest('hex');
  if (!rebuild && readKey(BASELINE_DIR) === key) {
    log('baseline build is up to date');
    return { dir: BASELINE_DIR, built: true };
  }
  clearDir(BASELINE_DIR);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(BASELINE_DIR, file)), { recursive: true });
    writeFileSync(join(BASELINE_DIR, file), content);
  }
  linkNodeModules(BASELINE_DIR);
  const logFile = join(LOG_DIR, 'baseline-build.log');
  rmSync(logFile, { force: true });
  log(`building the baseline app in ${BASELINE_DIR} (log: ${logFile})`);
  await runToCompletion('baseline build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: BASELINE_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    logFile,
  });
  writeFileSync(join(BASELINE_DIR, '.bench-build-key'), key);
  return { dir: BASELINE_DIR, built: false };
}
