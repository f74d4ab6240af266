import type { Product } from '@/commerce/schemas';
import { offerFromProduct } from '@/features/product/product-offer';
import { swatchRendition } from '@/features/product/product-images';
import { purchasePrices } from '@/features/product/purchase-prices';
import type { ProductPurchaseProps } from '@/features/product/ProductPurchase';
import { initialSelection, variantModel, type VariantModel } from '@/features/product/variant-selection';
import { sandboxProduct } from './sandbox-product';

/** The purchase box's props for a sandbox product or variant on the US site, as the product page gives them. */
export async function purchasePropsFor(code: string): Promise<{ product: Product; model: VariantModel; props: ProductPurchaseProps }> {
  const product = await sandboxProduct(code);
  const base = product.baseProduct ? await sandboxProduct(product.baseProduct) : product;
  const model = variantModel(base);
  const props: ProductPurchaseProps = {
    site: 'us',
    lang: 'en',
    pageCode: product.code,
    baseCode: base.code,
    productName: product.name ?? code,
    model,
    initialSelection: initialSelection(model, product),
    offer: offerFromProduct(product),
    serverContext: { currency: 'USD', country: 'US' },
    writtenPrices: purchasePrices(model, initialSelection(model, product), offerFromProduct(product), 'en-US'),
    swatchRendition: swatchRendition(),
  };
  return { product, model, props };
}
