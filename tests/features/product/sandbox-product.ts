import { PRODUCT_FIELDS } from '@/commerce/endpoints';
import { productSchema, type Product } from '@/commerce/schemas';
import { createSandboxApp } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';

/** A product as the product page reads it (`fields` of the pdp), straight from the sandbox in-process. */
const app = createSandboxApp({ store: createSandboxStore() });

export async function sandboxProduct(code: string, site = 'brand-us'): Promise<Product> {
  const url = `http://localhost:4010/occ/v2/${site}/products/${encodeURIComponent(code)}?fields=${encodeURIComponent(PRODUCT_FIELDS.pdp)}`;
  const response = await app.fetch(new Request(url));
  if (!response.ok) throw new Error(`${code}: ${response.status}`);
  return productSchema.parse(await response.json());
}
