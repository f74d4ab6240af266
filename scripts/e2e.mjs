#!/usr/bin/env node
// The end-to-end suite against a fresh production build: Playwright's web server runs
// `scripts/run.mjs start` on test ports, which builds first and starts the sandbox beside it.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

if (process.env.E2E_REUSE_BUILD !== '1') rmSync('.next', { recursive: true, force: true });
// Every run starts from the sandbox seed.
rmSync('.sandbox/e2e', { recursive: true, force: true });
const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
