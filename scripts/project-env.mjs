// The project's `.env` files, read as Next.js reads them, for the processes Next does not start.
import nextEnv from '@next/env';

const QUIET = { info() {}, error: (...args) => console.error(...args) };

/**
 * Reads `dir`'s `.env.{mode}.local`, `.env.local` (not in tests), `.env.{mode}` and `.env` into
 * `process.env`, the first file that sets a variable winning and a variable already in the
 * environment winning over every file: Next.js's own order (`@next/env`), so `npm start`, `npm run
 * dev` and the sandbox see what the storefront sees. `mode` is development when `dev`, production
 * otherwise. Returns the names of the files read.
 */
export function loadProjectEnv(dir, { dev }) {
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, dev, QUIET, true);
  return loadedEnvFiles.map((file) => file.path);
}
