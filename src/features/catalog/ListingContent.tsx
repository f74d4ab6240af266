import type { ReactNode } from 'react';
import { CmsSlot } from '@/cms/CmsSlot';
import type { CmsSlotModel } from '@/cms/types';
import { storefrontRegistry } from '@/features/content/registry';
import type { ListingContent as ListingContentModel } from './listing-content';
import styles from './CatalogPage.module.css';

interface ListingContentProps {
  /** The page's CMS content, or `undefined` when the CMS had none to give. */
  content: ListingContentModel | undefined;
  /** The listing island, which takes the place of the template's product-list slot. */
  children: ReactNode;
}

/** A listing page's CMS slots around the listing, rendered through the storefront's registry. */
export function ListingContent({ content, children }: ListingContentProps) {
  return (
    <>
      {content && <Slots slots={content.layout.before} content={content} edge="before" />}
      {children}
      {content && <Slots slots={content.layout.after} content={content} edge="after" />}
    </>
  );
}

function Slots({ slots, content, edge }: { slots: CmsSlotModel[]; content: ListingContentModel; edge: 'before' | 'after' }) {
  return slots.map((slot) => (
    <CmsSlot
      // The listing's own slot may show up on both sides of it.
      key={`${edge}-${slot.position}`}
      slot={slot}
      registry={storefrontRegistry}
      context={content.context}
      className={slot.position === 'CategoryBanner' ? styles.banner : styles.slot}
    />
  ));
}
