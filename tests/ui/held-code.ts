import type * as OnFirstUseModule from '@/ui/on-first-use';

/**
 * Code a part loads on first use, held back until a test lets it "arrive from the network", so what
 * the shopper does meanwhile happens to the server's drawing. A test file keeps the state in
 * `vi.hoisted` and mocks `@/ui/on-first-use` with `holdingOnFirstUse`:
 *
 *   const menuCode = vi.hoisted(() => ({ loads: 0, arrival: Promise.resolve(), arrive: () => {} }));
 *   vi.mock('@/ui/on-first-use', async (importOriginal) =>
 *     (await import('../../ui/held-code')).holdingOnFirstUse(await importOriginal(), menuCode));
 *   holdCode(menuCode); // before each render; then, when the test lets it: act(() => menuCode.arrive())
 *
 * `loads` is for the test's own count of the island module's imports.
 */
export interface HeldCode {
  loads: number;
  arrival: Promise<void>;
  arrive: () => void;
}

/** `@/ui/on-first-use` whose modules are never there at first and load only once `code` arrives. */
export function holdingOnFirstUse(original: typeof OnFirstUseModule, code: HeldCode): typeof OnFirstUseModule {
  return {
    ...original,
    onFirstUse: <T,>(load: () => Promise<T>): OnFirstUseModule.FirstUseModule<T> => ({
      get: () => undefined,
      load: async () => {
        const loaded = await load();
        await code.arrival;
        return loaded;
      },
    }),
  };
}

/** Holds the code back again (in every test, though the island's module is imported once). */
export function holdCode(code: HeldCode): void {
  code.arrival = new Promise<void>((resolve) => {
    code.arrive = resolve;
  });
}
