import { revalidateTag } from 'next/cache';
import { handleRevalidation } from '@/features/catalog/revalidation';

/** The backend's change events: marks the named products, categories or CMS items stale. */
export function POST(request: Request): Promise<Response> {
  return handleRevalidation(request, {
    secret: process.env.REVALIDATE_SECRET,
    // Stale-while-revalidate: visitors keep getting the page while the fresh one is built.
    revalidate: (tag) => revalidateTag(tag, 'max'),
  });
}
