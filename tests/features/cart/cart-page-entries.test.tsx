import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLEX_COMPONENT_TYPE, rendererFor } from '@/cms/registry';
import type { CmsComponentProps } from '@/cms/types';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cartEntries } = await import('@/features/cart/cart-page-entries');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the cart page’s CMS components', () => {
  it('knows the US cart page’s gift-card and loyalty components, which render nothing until checkout draws them', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [uid, flexType] of [
      ['CartGiftCardComponent', 'CartGiftCardComponent'],
      ['CartLoyaltyComponent', 'CartLoyaltyPointsComponent'],
    ] as const) {
      const component = { uid, typeCode: FLEX_COMPONENT_TYPE, flexType };
      const render = rendererFor(cartEntries, component);
      expect(render, flexType).toBeDefined();
      expect(render?.({ component } as unknown as CmsComponentProps)).toBeNull();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('still warns, in development, about a type nothing renders', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rendererFor(cartEntries, { uid: 'X', typeCode: FLEX_COMPONENT_TYPE, flexType: 'CartSomethingNew' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"CartSomethingNew"'));
  });
});
