import { sanitizeCmsHtml } from '@/cms/sanitize';
import type { CmsComponentProps } from '@/cms/types';

/**
 * Header slot 8 (spec 1 §2.2): site-wide styling HTML from the CMS. The only place `<style>` is
 * allowed through the CMS sanitizer (ARCHITECTURE §5); scripts, handlers and unsafe CSS are removed.
 */
export function SiteStyling({ component }: CmsComponentProps) {
  const content = (component as { content?: unknown }).content;
  const html = sanitizeCmsHtml(typeof content === 'string' ? content : '', { allowStyleTags: true });
  if (!html.trim()) return null;
  return <div data-cms-styling={component.uid} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
