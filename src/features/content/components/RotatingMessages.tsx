import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { componentText } from '../cms-values';
import { cmsRichText } from './CmsParagraph';
import { RotatingMessagesCarousel } from './RotatingMessagesCarousel';
import { rotationIntervalMs } from './rotation-interval';

/** The name of the carousel's region (a landmark): `rotating.label`, or the header band's own. */
type RegionLabelKey = 'rotating.label' | 'rotating.siteLabel';

/**
 * `RotatingMessagesComponent` (uid `rotatingMessages`): short announcements from paragraph children
 * (`messages` = their uids), shown one at a time; `timeout` is the seconds each one stays.
 */
export async function RotatingMessages({ component, context, regionLabel = 'rotating.label' }: CmsComponentProps & { regionLabel?: RegionLabelKey }) {
  const record = component as Record<string, unknown>;
  const children = await loadCmsComponentsInOrder(context, childUids(record.messages));
  const messages = children
    .map((child) => ({ id: child.uid, html: cmsRichText(context, componentText(child, 'content')) }))
    .filter((message) => message.html);
  if (messages.length === 0) return null;
  const { t } = getTranslator(context.lang, ['content']);
  return (
    <RotatingMessagesCarousel
      messages={messages}
      intervalMs={rotationIntervalMs(componentText(component, 'timeout'))}
      labels={{
        region: t(regionLabel),
        pause: t('rotating.pause'),
        play: t('rotating.play'),
        previous: t('rotating.previous'),
        next: t('rotating.next'),
        position: t('rotating.position', { current: '{current}', total: '{total}' }),
        roleDescription: t('rotating.roleDescription'),
        slideRoleDescription: t('rotating.slideRoleDescription'),
      }}
    />
  );
}

/**
 * The same component in the header band, on every page ("Site announcements"). A page's content may
 * hold it too (the home page's Section1, the US cart's CartSection1); each copy is a carousel region,
 * a landmark, and two landmarks of one name cannot be told apart in a screen reader's list of them
 * (axe `landmark-unique`). Named on the server: the carousel island is the same.
 */
export function SiteRotatingMessages(props: CmsComponentProps) {
  return <RotatingMessages {...props} regionLabel="rotating.siteLabel" />;
}
