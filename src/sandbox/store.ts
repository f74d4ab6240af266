import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildCatalog, type BaseProduct, type Catalog, type Variant } from './seed/catalog';
import { buildContent, type Content } from './seed/cms';
import { buildInitialState } from './seed/users';
import { STATE_VERSION, type SandboxState } from './state';

/**
 * The sandbox's state: the seeded catalogue and content (rebuilt from code on every start) and the mutable
 * state (users, carts, orders, tokens), kept in memory and written atomically to the data file after
 * every change, before the response that made the change is sent.
 */

export interface SandboxStore {
  /** The seeded catalogue with this store's stock levels (seeded levels less the units orders sold). */
  readonly catalog: Catalog;
  readonly content: Content;
  /** The current mutable state; read freely, change only inside `mutate`. */
  readonly state: SandboxState;
  /** Runs a change and persists it. */
  mutate<T>(change: (state: SandboxState) => T): T;
  /** Restores the seed (and persists it). */
  reset(): void;
  /** The data file, if the store persists. */
  readonly dataFile?: string;
}

export interface SandboxStoreOptions {
  /** Where the state is kept; omit for an in-memory store (tests). */
  dataFile?: string;
  /** Ignore any existing data file and start from the seed. */
  fresh?: boolean;
}

export const DEFAULT_DATA_FILE = '.sandbox/data.json';

export function createSandboxStore(options: SandboxStoreOptions = {}): SandboxStore {
  const dataFile = options.dataFile ? resolve(options.dataFile) : undefined;
  const seeded = buildCatalog();
  const content = buildContent(seeded);
  let state: SandboxState = (!options.fresh && dataFile && loadState(dataFile)) || buildInitialState();
  let catalog = withStockSold(seeded, state.stockSold);
  if (dataFile && (options.fresh || !existsSync(dataFile))) writeAtomically(dataFile, state);

  return {
    get catalog() {
      return catalog;
    },
    content,
    dataFile,
    get state() {
      return state;
    },
    mutate<T>(change: (draft: SandboxState) => T): T {
      const result = change(state);
      if (dataFile) writeAtomically(dataFile, state);
      return result;
    },
    reset() {
      state = buildInitialState();
      catalog = withStockSold(seeded, state.stockSold);
      if (dataFile) writeAtomically(dataFile, state);
    },
  };
}

/**
 * A store's own copy of the seeded catalogue's products and variants, so selling stock in one store
 * (an order decrements `stockLevel`) never shows in another; categories and texts are shared.
 */
function withStockSold(seeded: Catalog, sold: Readonly<Record<string, number>> = {}): Catalog {
  const variants = new Map<string, Variant>();
  const productList: BaseProduct[] = seeded.productList.map((product) => {
    const own = product.variants.map((variant) => {
      const units = sold[variant.code] ?? 0;
      return { ...variant, stockLevel: units > 0 ? Math.max(0, variant.stockLevel - units) : variant.stockLevel };
    });
    for (const variant of own) variants.set(variant.code, variant);
    return { ...product, variants: own };
  });
  return { products: new Map(productList.map((product) => [product.code, product])), variants, categories: seeded.categories, productList };
}

function loadState(file: string): SandboxState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxState>;
    if (parsed.version !== STATE_VERSION) {
      console.warn(`[sandbox] ${file} was written by another version of the sandbox; starting from the seed.`);
      return undefined;
    }
    return parsed as SandboxState;
  } catch (error) {
    console.warn(`[sandbox] could not read ${file} (${String(error)}); starting from the seed.`);
    return undefined;
  }
}

/** Write to a temporary file in the same directory, then rename: a crash never leaves half a file. */
function writeAtomically(file: string, state: SandboxState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, file);
}
