import type { CmsComponentProps, CmsRegistry } from '@/cms/types';
import { NewsletterSignup } from './NewsletterSignup';
import { DEFAULT_NEWSLETTER_SOURCE } from './newsletter-constants';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The CMS newsletter component (`CMSFlexComponent`, flexType `NewsletterComponent`): title, text, source. */
export function NewsletterComponent({ component }: CmsComponentProps) {
  const props = component as { title?: unknown; text?: unknown; source?: unknown };
  return <NewsletterSignup title={text(props.title)} text={text(props.text)} source={text(props.source) ?? DEFAULT_NEWSLETTER_SOURCE} />;
}

/** Registry entries of the newsletter feature, for any CMS page (footer, content pages). */
export const newsletterRegistry = { NewsletterComponent } satisfies CmsRegistry;
