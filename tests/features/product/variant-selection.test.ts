import {
  changeSelection,
  initialSelection,
  missingChoices,
  optionState,
  priceRangeOf,
  resolveVariant,
  sizesOf,
  variantModel,
} from '@/features/product/variant-selection';
import type { Product, VariantOption } from '@/commerce/schemas';
import { ONE_SIZE } from '@/features/product/one-size';
import {
  cleanColourCode,
  colourCodeOfCategory,
  colourCodeOfSwatch,
  colourCodeOfVariantCode,
  matrixColourCodes,
} from '@/features/product/colour-code';
import { galleryForColour, parseMediaSet } from '@/features/product/media-set';
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

/**
 * Spec 3 §3 defines variantOptions as "code, variantOptionQualifiers with qualifier, value, image url"
 * and variantMatrix as "variantOption code; variantValueCategory code and name": no `colorCode` per
 * option (SAP's captured samples carry none either). The sandbox adds it; these payloads drop it.
 */
function withoutOptionColourCodes(option: VariantOption): VariantOption {
  const { colorCode: _dropped, ...rest } = option as VariantOption & { colorCode?: unknown };
  return rest;
}

function specShaped(product: Product, changes: { matrix?: boolean; swatches?: boolean } = {}): Product {
  const strip = (option: VariantOption): VariantOption => {
    const bare = withoutOptionColourCodes(option);
    if (changes.swatches !== false) return bare;
    return { ...bare, variantOptionQualifiers: bare.variantOptionQualifiers.map(({ image: _image, ...qualifier }) => qualifier) };
  };
  return {
    ...product,
    variantOptions: product.variantOptions.map(strip),
    baseOptions: product.baseOptions.map((base) => ({ ...base, options: base.options.map(strip), ...(base.selected ? { selected: strip(base.selected) } : {}) })),
    variantMatrix: changes.matrix === false ? [] : product.variantMatrix,
  };
}

describe('colour identity without an option colorCode (spec 3 §3)', () => {
  it('takes the colour codes from the variant matrix’s value categories, the names stay the labels', async () => {
    const product = specShaped(await sandboxProduct('103828'));
    expect(product.variantOptions.some((option) => 'colorCode' in option)).toBe(false);
    const model = variantModel(product);
    expect(model.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
    expect(model.colours[0]?.name).toBe('Duck Brown');
    expect(resolveVariant(model, { colour: 'MOS', fit: 'Tall', size: 'XL' })?.code).toBe('103828-MOS-XL-TLL');
  });

  it('starts with the product’s default colour (its colorCode) and keeps only that colour’s assets plus the generic views', async () => {
    const product = { ...specShaped(await sandboxProduct('103828')), colorCode: 'COLOR_MOS_SW' };
    const model = variantModel(product);
    const selection = initialSelection(model, product);
    expect(selection.colour).toBe('MOS');
    const gallery = galleryForColour(parseMediaSet(product.scene7Mediaset), selection.colour, model.colours.map((colour) => colour.code));
    expect(gallery.length).toBeGreaterThan(1);
    for (const asset of gallery) expect(asset.id).toMatch(/^103828_(MOS_[A-Z]+|AVV)$/);
  });

  it('is the same on a variant page (its base options and matrix)', async () => {
    const product = specShaped(await sandboxProduct('103828-BLK-L-TLL'));
    const model = variantModel(product);
    expect(model.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
    expect(initialSelection(model, product)).toEqual({ colour: 'BLK', fit: 'Tall', size: 'L' });
  });

  it('reads the swatch image’s asset id when there is no matrix', async () => {
    const model = variantModel(specShaped(await sandboxProduct('103828'), { matrix: false }));
    expect(model.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
  });

  it('reads the variant code ({style}-{colour}-{size}[-{fit}]) when there is neither matrix nor swatch', async () => {
    const model = variantModel(specShaped(await sandboxProduct('103828'), { matrix: false, swatches: false }));
    expect(model.colours.map((colour) => colour.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
    expect(model.colours.map((colour) => colour.name)).toEqual(['Duck Brown', 'Black', 'Moss', 'Navy']);
  });

  it('prefers the option’s own colorCode when the backend sends one', async () => {
    const product = await sandboxProduct('103828');
    const recoded = { ...product, variantOptions: product.variantOptions.map((option) => ({ ...option, colorCode: 'COLOR_X1_SW' })) };
    expect(variantModel(recoded).colours.map((colour) => colour.code)).toEqual(['X1']);
  });

  it('derives codes from each source as the data writes them', () => {
    expect(colourCodeOfCategory('colour_BRN')).toBe('BRN');
    expect(colourCodeOfCategory('COLOR_BRN_SW')).toBe('BRN');
    expect(colourCodeOfCategory('B2C_Color_black')).toBe('black');
    expect(colourCodeOfSwatch('/is/image/brand/103828_BRN_SW?wid=48&hei=48')).toBe('BRN');
    expect(colourCodeOfSwatch('/is/image/brand/EU_103828_BRN_SW')).toBe('BRN');
    expect(colourCodeOfSwatch('/medias/?context=bWFzdGVy')).toBeUndefined();
    expect(colourCodeOfVariantCode('103828-BRN-L-REG', '103828')).toBe('BRN');
    expect(colourCodeOfVariantCode('104597-OS', '104597')).toBeUndefined();
    expect(colourCodeOfVariantCode('999-BRN-L', '103828')).toBeUndefined();
  });

  it('maps every variant below a colour level of the matrix to that colour', async () => {
    const codes = matrixColourCodes((await sandboxProduct('103828')).variantMatrix);
    expect(codes.get('103828-MOS-XL-TLL')).toBe('MOS');
    expect(codes.get('103828-BRN-L-REG')).toBe('BRN');
  });
});
