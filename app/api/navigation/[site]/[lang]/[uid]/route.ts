import { handleNavigationTree } from '@/features/navigation/navigation-api';

interface RouteContext {
  params: Promise<{ site: string; lang: string; uid: string }>;
}

/** The whole category menu behind a page's menu bar (see `menuBar`). */
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  return handleNavigationTree(request, await params);
}
