import { useId } from 'react';
import type { CmsComponentProps, CmsRegistry } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { pathFor } from '@/site';
import { DEFAULT_NEWSLETTER_SOURCE } from './newsletter-constants';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterOnFirstUse } from './NewsletterOnFirstUse';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The CMS newsletter component (`CMSFlexComponent`, flexType `NewsletterComponent`): title, text,
 * source. The server draws the form; its island loads on first use.
 */
export function NewsletterComponent({ component, context }: CmsComponentProps) {
  const props = component as { title?: unknown; text?: unknown; source?: unknown };
  const id = useId();
  const { t } = getTranslator(context.lang, ['newsletter', 'messages']);
  const title = text(props.title);
  const intro = text(props.text);
  const source = text(props.source) ?? DEFAULT_NEWSLETTER_SOURCE;
  return (
    <NewsletterOnFirstUse title={title} text={intro} source={source}>
      <NewsletterForm
        t={(key, options) => t(key, options)}
        ids={{ heading: `${id}-heading`, input: `${id}-email`, notice: `${id}-notice` }}
        title={title}
        text={intro}
        post={{ action: pathFor({ site: context.site, lang: context.lang }, { name: 'newsletterSignup' }), source }}
      />
    </NewsletterOnFirstUse>
  );
}

/** Registry entries of the newsletter feature, for any CMS page (footer, content pages). */
export const newsletterRegistry = { NewsletterComponent } satisfies CmsRegistry;
