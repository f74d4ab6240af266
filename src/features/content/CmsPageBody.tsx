import { CmsSlots } from '@/cms/CmsSlot';
import type { CmsPageModel, CmsRegistry, CmsRenderContext } from '@/cms/types';
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

/** A CMS page's body slots in template order, laid out on the page grid. */
export function CmsPageBody({ page, context, registry = storefrontRegistry, hiddenHeading }: CmsPageBodyProps) {
  return (
    <div className={styles.page} data-cms-page={page.uid}>
      {hiddenHeading ? <h1 className="visually-hidden">{hiddenHeading}</h1> : null}
      <CmsSlots page={page} registry={registry} context={context} slotClassName={slotClass} />
    </div>
  );
}
