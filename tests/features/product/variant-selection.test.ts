import {
  changeSelection,
  initialSelection,
  missingChoices,
  ONE_SIZE,
  optionState,
  priceRangeOf,
  resolveVariant,
  sizesOf,
  variantModel,
} from '@/features/product/variant-selection';
import { cleanColourCode } from '@/features/product/colour-code';
import { sandboxProduct } from './sandbox-product';

describe('colour codes (spec 3 §3)', () => {
  it('strips the COLOR_ prefix and the _SW suffix', () => {
    expect(cleanColourCode('COLOR_BRN_SW')).toBe('BRN');
    expect(cleanColourCode('COLOR_BLK')).toBe('BLK');
    expect(cleanColourCode('MOS_SW')).toBe('MOS');
    expect(cleanColourCode('NVY')).toBe('NVY');
    expect(cleanColourCode('')).toBeUndefined();
    expect(cleanColourCode(undefined)).toBeUndefined();
  });
});

describe('the variant model of a style', () => {
  it('lists colours by cleaned code, fits and sizes in the matrix order, with the backend labels', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    expect(model.baseCode).toBe('103828');
    expect(model.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
    expect(model.fits).toEqual(['Regular', 'Tall']);
    expect(model.sizes.slice(0, 3)).toEqual(['S', 'M', 'L']);
    expect(model.labels).toMatchObject({ colour: 'Color', size: 'Size', fit: 'Fit' });
    expect(model.oneSize).toBe(false);
  });

  it('says colour names, swatches and the currency once, not per variant (the page sends every variant)', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    expect(model.currency).toBe('USD');
    expect(model.colours[0]).toMatchObject({ code: 'BRN', name: expect.any(String), swatch: expect.any(String) });
    expect(model.variants.length).toBeGreaterThan(8);
    for (const variant of model.variants) {
      expect(Object.keys(variant).sort()).toEqual(expect.arrayContaining(['code', 'colour', 'price']));
      expect(variant).not.toHaveProperty('colourName');
      expect(variant).not.toHaveProperty('swatch');
      expect(variant).not.toHaveProperty('currency');
    }
  });

  it('is the same from a variant page (its base options)', async () => {
    const fromVariant = variantModel(await sandboxProduct('103828-BRN-L-REG'));
    expect(fromVariant.baseCode).toBe('103828');
    expect(fromVariant.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
  });

  it('knows a one-size style and asks no size of it', async () => {
    const model = variantModel(await sandboxProduct('104597'));
    expect(model.oneSize).toBe(true);
    const selection = initialSelection(model, { code: '104597' });
    expect(selection.size).toBe(ONE_SIZE);
    expect(missingChoices(model, selection)).toEqual([]);
    expect(resolveVariant(model, selection)).toBeDefined();
  });
});

describe('selecting a variant', () => {
  it('starts a variant page with its own colour, fit and size', async () => {
    const product = await sandboxProduct('103828-BLK-L-TLL');
    const model = variantModel(product);
    expect(initialSelection(model, product)).toEqual({ colour: 'BLK', fit: 'Tall', size: 'L' });
    expect(resolveVariant(model, initialSelection(model, product))?.code).toBe('103828-BLK-L-TLL');
  });

  it('starts a style page with its default colour and first fit, and leaves the size to the shopper', async () => {
    const product = await sandboxProduct('103828');
    const model = variantModel(product);
    const selection = initialSelection(model, product);
    expect(selection).toEqual({ colour: 'BRN', fit: 'Regular', size: undefined });
    expect(missingChoices(model, selection)).toEqual(['size']);
    expect(resolveVariant(model, selection)).toBeUndefined();
  });

  it('keeps fit and size when the new colour has them', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    const next = changeSelection(model, { colour: 'BRN', fit: 'Tall', size: 'XL' }, 'colour', 'MOS');
    expect(next).toEqual({ colour: 'MOS', fit: 'Tall', size: 'XL' });
    expect(resolveVariant(model, next)?.code).toBe('103828-MOS-XL-TLL');
  });

  it('clears a size the new combination does not have, so the shopper chooses again', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    const tallSizes = sizesOf(model, { colour: 'BRN', fit: 'Tall' });
    const regularOnly = sizesOf(model, { colour: 'BRN', fit: 'Regular' }).find((size) => !tallSizes.includes(size));
    expect(regularOnly).toBeDefined();
    const next = changeSelection(model, { colour: 'BRN', fit: 'Regular', size: regularOnly }, 'fit', 'Tall');
    expect(next).toEqual({ colour: 'BRN', fit: 'Tall', size: undefined });
  });

  it('marks sold-out sizes and colours of a sold-out style', async () => {
    const model = variantModel(await sandboxProduct('104390'));
    const selection = initialSelection(model, { code: '104390' });
    for (const size of sizesOf(model, selection)) expect(optionState(model, selection, 'size', size)).toBe('soldOut');
    expect(optionState(model, selection, 'colour', selection.colour ?? '')).toBe('soldOut');
    expect(optionState(model, selection, 'size', 'XXXXL')).toBe('unavailable');
  });

  it('shows the price range of the sizes still open', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    const range = priceRangeOf(model, { colour: 'BRN', fit: 'Regular' });
    expect(range?.min).toBeLessThanOrEqual(range?.max ?? 0);
    expect(range?.min).toBe(139.99);
  });
});
