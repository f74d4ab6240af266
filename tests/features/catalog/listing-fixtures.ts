import { act, screen } from '@testing-library/react';
import { PRODUCT_SEARCH_FIELDS } from '@/commerce/endpoints';
import { productSearchPageSchema } from '@/commerce/schemas';
import { LISTING_PAGE_SIZE } from '@/features/catalog/listing-constants';
import { toListingPage, type ListingPageModel } from '@/features/catalog/listing-model';
import type { setupSandboxServer } from '../../msw/sandbox';

/** What the listing's tests share: the server's first page, an IntersectionObserver they drive, the cards' links. */

export const IMAGE_ORIGIN = 'http://localhost:4010';
/** The sandbox serves both image-server assets and backend media. */
export const IMAGE_ORIGINS = { imageServer: IMAGE_ORIGIN, backend: IMAGE_ORIGIN };

type Sandbox = ReturnType<typeof setupSandboxServer>;

/** The first page of a search as the server gives it to the listing (brand-us, English). */
export async function firstPage(sandbox: Sandbox, query: string): Promise<ListingPageModel> {
  const url = `http://localhost:4010/occ/v2/brand-us/products/search?query=${encodeURIComponent(query)}&pageSize=${LISTING_PAGE_SIZE}&fields=${encodeURIComponent(PRODUCT_SEARCH_FIELDS)}`;
  const response = await sandbox.app.fetch(new Request(url));
  return toListingPage(productSearchPageSchema.parse(await response.json()), { site: 'us', lang: 'en', imageOrigins: IMAGE_ORIGINS });
}

interface DrivenObserver {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit | undefined;
  target?: Element | undefined;
}

/** IntersectionObserver stand-in (install with `vi.stubGlobal`): the test says when the end of the list comes into view. */
export const observers: DrivenObserver[] = [];

export class FakeIntersectionObserver implements DrivenObserver {
  target?: Element;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    observers.splice(observers.indexOf(this), 1);
  }
}

/** The observed elements come into view (those observed with `rootMargin`, when given), as one act of the browser's. */
export function scrollToEnd(rootMargin?: string) {
  act(() => {
    for (const observer of [...observers]) {
      if (rootMargin !== undefined && observer.options?.rootMargin !== rootMargin) continue;
      observer.callback([{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry], observer as never);
    }
  });
}

export const productLinks = () => screen.getAllByRole('link').filter((link) => link.hasAttribute('data-product-link'));

/** The product searches the browser sends from now on (not the commerce proxy's own calls to the sandbox). */
export function recordSearchRequests(sandbox: Sandbox): URL[] {
  const requests: URL[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/commerce/') && request.url.includes('/products/search')) requests.push(new URL(request.url));
  });
  return requests;
}
