import { SITE_STYLING_POSITION } from '@/cms/page';
import { sanitizeCmsHtml } from '@/cms/sanitize';
import type { CmsComponentProps, CmsRenderContext } from '@/cms/types';
import { cmsHref } from '@/features/navigation/cms-link';
import { componentText } from '../cms-values';
import styles from './content.module.css';

/** CMS HTML with site-relative links moved under the page's site prefix (`/c/men` -> `/uk/en-gb/c/men`). */
export function cmsRichText(context: CmsRenderContext, html: string, allowStyleTags = false): string {
  return sanitizeCmsHtml(html, { allowStyleTags, rewriteHref: (href) => cmsHref(context, href) });
}

/**
 * `CMSParagraphComponent`: an optional title and editor HTML. In header slot 8 it carries the
 * site-wide styling (spec 1 §2.2), the only place style elements are kept.
 */
export function CmsParagraph({ component, context, position }: CmsComponentProps) {
  const siteStyling = position === SITE_STYLING_POSITION;
  const html = cmsRichText(context, componentText(component, 'content'), siteStyling);
  const title = componentText(component, 'title');
  if (!html && !title) return null;
  if (siteStyling && !title) return <div hidden dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={styles.paragraph}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      {html ? <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </div>
  );
}
