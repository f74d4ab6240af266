import { loadProjectEnv } from '../../scripts/project-env.mjs';
import { createSandboxStore, DEFAULT_DATA_FILE } from './store';

/** `npm run sandbox:reset`: restores the seeded state into the data file (SANDBOX_DATA_FILE). */

loadProjectEnv(process.cwd(), { dev: process.env.NODE_ENV !== 'production' });

const dataFile = process.env.SANDBOX_DATA_FILE || DEFAULT_DATA_FILE;
const store = createSandboxStore({ dataFile, fresh: true });
console.info(`[sandbox] restored the seed into ${store.dataFile}`);
