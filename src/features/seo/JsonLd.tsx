import { serializeJsonLd } from './json-ld';

/** Structured data in the page (vercel/commerce's pattern), escaped by `serializeJsonLd`. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
