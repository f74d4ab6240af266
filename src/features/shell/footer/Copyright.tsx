import { sanitizeCmsHtml } from '@/cms/sanitize';
import type { CmsComponentProps } from '@/cms/types';
import styles from './FooterLegal.module.css';

/** The copyright paragraph of slot BottomFooter (spec 1 §2.2), CMS HTML through the sanitizer. */
export function Copyright({ component }: CmsComponentProps) {
  const content = (component as { content?: unknown }).content;
  const html = sanitizeCmsHtml(typeof content === 'string' ? content : '');
  if (!html.trim()) return null;
  return <div className={styles.copyright} data-testid="copyright" dangerouslySetInnerHTML={{ __html: html }} />;
}
