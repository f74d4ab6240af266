import { handleCarousel } from '@/features/content/carousel-api';

interface RouteContext {
  params: Promise<{ site: string; lang: string; uid: string }>;
}

/** A product carousel a page loads when it comes near the screen (see `DeferredProductCarousel`). */
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  return handleCarousel(request, await params);
}
