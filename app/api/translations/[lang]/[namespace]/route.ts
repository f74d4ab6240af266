import { ON_DEMAND_NAMESPACES } from '@/i18n/on-demand';
import { LANGUAGES } from '@/i18n/config';
import { translationsResponse } from '@/i18n/translations-api';

interface RouteContext {
  params: Promise<{ lang: string; namespace: string }>;
}

/** Every language and on-demand namespace, prerendered at build time. */
export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => ON_DEMAND_NAMESPACES.map((namespace) => ({ lang, namespace })));
}

/** Texts islands load when they open (`src/i18n/on-demand.ts`). */
export async function GET(_request: Request, { params }: RouteContext): Promise<Response> {
  const { lang, namespace } = await params;
  return translationsResponse(lang, namespace);
}
