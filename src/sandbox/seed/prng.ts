/**
 * A small seeded pseudo-random generator (mulberry32), so the seed is the same on every run.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a stable, shuffled order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createPrng(seed: number | string): Prng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        const [item] = pool.splice(int(0, pool.length - 1), 1);
        out.push(item as T);
      }
      return out;
    },
    chance: (probability: number) => next() < probability,
  };
}

/** FNV-1a: a stable 32-bit hash of a string, used to derive per-item seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic UUID-shaped id derived from a name (seeded users, carts and orders). */
export function stableUuid(name: string): string {
  const prng = createPrng(name);
  const hex = Array.from({ length: 32 }, () => Math.floor(prng.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
