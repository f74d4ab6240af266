import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A first add's parts (spec 1 §2.4: an add opens the mini cart with the 'added' notice) are asked for
 * on the first sign of an add: the add's own parts beside the purchase's cart part, the mini cart's
 * once the cart part is there, each once.
 */

/** The parts in the order they were asked for (a module is asked for when it is first imported). */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.resetModules();
  vi.doMock('@/commerce/occ-client', () => (asked.push('occ client'), {}));
  vi.doMock('@/features/shell/header/personal-state', () => (asked.push('header count'), {}));
  vi.doMock('@/features/mini-cart/MiniCartSheet', () => (asked.push('mini cart sheet'), {}));
  vi.doMock('@/features/mini-cart/MiniCartPanel', () => (asked.push('mini cart panel'), {}));
  vi.doMock('@/i18n/client', () => ({
    loadTranslations: (lang: string, namespace: string) => {
      asked.push(`texts ${lang}/${namespace}`);
      return Promise.resolve({});
    },
  }));
});

async function freshPreload() {
  return (await import('@/features/product/first-add-parts')).preloadFirstAddParts;
}

/** Lets every pending import and promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the first add’s parts', () => {
  it('asks for the add’s own parts beside the cart part, and for the mini cart only once the cart part is there', async () => {
    const preload = await freshPreload();
    let arrive!: () => void;
    const cartPart = new Promise<void>((resolve) => (arrive = resolve));
    const loadCartPart = vi.fn(() => cartPart);

    preload('de', loadCartPart);
    await settle();
    expect(loadCartPart).toHaveBeenCalledTimes(1);
    expect(asked.sort()).toEqual(['header count', 'occ client']);

    arrive();
    await settle();
    expect(asked.slice(2).sort()).toEqual(['mini cart panel', 'mini cart sheet', 'texts de/cart']);
  });

  it('asks once, however often the shopper points at the button', async () => {
    const preload = await freshPreload();
    const loadCartPart = vi.fn(() => Promise.resolve());
    preload('en', loadCartPart);
    preload('en', loadCartPart);
    await settle();
    preload('en', loadCartPart);
    await settle();
    expect(loadCartPart).toHaveBeenCalledTimes(1);
    expect(asked.filter((part) => part === 'texts en/cart')).toHaveLength(1);
  });

  it('leaves a cart part that cannot load to the add, which reports it, and still asks for the mini cart', async () => {
    const preload = await freshPreload();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preload('en', () => Promise.reject(new Error('offline')));
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      expect(asked).toContain('mini cart panel');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
