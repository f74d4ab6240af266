import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { componentText } from '../cms-values';
import { cmsRichText } from './CmsParagraph';
import { RotatingMessagesCarousel } from './RotatingMessagesCarousel';
import { rotationIntervalMs } from './rotation-interval';

/**
 * `RotatingMessagesComponent` (uid `rotatingMessages`): short announcements from paragraph children
 * (`messages` = their uids), shown one at a time; `timeout` is the seconds each one stays.
 */
export async function RotatingMessages({ component, context }: CmsComponentProps) {
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
        region: t('rotating.label'),
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
