import { CmsSlots } from '@/cms/CmsSlot';
import { orderedSlots } from '@/cms/page';
import { isPreview } from '@/cms/preview';
import type { CmsPageModel, CmsRegistry, CmsRenderContext } from '@/cms/types';
import { SignedInOnly } from '@/features/session/SignedInOnly';
import { storefrontRegistry } from './registry';
import styles from './content-page.module.css';

/** Home tiles that share a row (LandingPage2Template). */
const TILE_POSITIONS = new Set(['Section2A', 'Section2B', 'Section2C']);

function slotClass(position: string): string | undefined {
  return TILE_POSITIONS.has(position) ? `${styles.slot} ${styles.tileSlot}` : (styles.slot ?? '');
}

interface CmsPageBodyProps {
  page: CmsPageModel;
  context: CmsRenderContext;
  registry?: CmsRegistry;
  /** A heading for pages whose content has none of its own (the home page's title, visually hidden). */
  hiddenHeading?: string;
}

/** Slots whose components only a signed-in customer sees, by template (spec 3 §2 "Account page"). */
const SIGNED_IN_SLOTS: Readonly<Record<string, string>> = { AccountPageTemplate: 'RightContentSlot' };

/** A CMS page's body slots in template order, laid out on the page grid. */
export function CmsPageBody({ page, context, registry = storefrontRegistry, hiddenHeading }: CmsPageBodyProps) {
  // Editors preview every slot, signed in or not.
  const signedInSlot = isPreview(context) ? undefined : SIGNED_IN_SLOTS[page.template];
  const slots = (positions?: string[]) => (
    <CmsSlots page={page} positions={positions} registry={registry} context={context} slotClassName={slotClass} />
  );
  const positions = orderedSlots(page).map((slot) => slot.position);
  return (
    <div className={styles.page} data-cms-page={page.uid}>
      {hiddenHeading ? <h1 className="visually-hidden">{hiddenHeading}</h1> : null}
      {signedInSlot && positions.includes(signedInSlot) ? (
        <>
          {slots(positions.filter((position) => position !== signedInSlot))}
          <SignedInOnly>{slots([signedInSlot])}</SignedInOnly>
        </>
      ) : (
        slots()
      )}
    </div>
  );
}
