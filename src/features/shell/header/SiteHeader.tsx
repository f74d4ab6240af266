import { CmsSlot } from '@/cms/CmsSlot';
import type { CmsPageModel, CmsRenderContext } from '@/cms/types';
import { WishListHeaderLink } from '@/features/cart/WishListHeaderLink';
import { CATEGORY_NAVIGATION_TYPES, MobileCategoryMenu } from '@/features/navigation/CategoryNavigation';
import { MiniCart } from '@/features/mini-cart';
import { ServerSiteSelector } from '@/features/site-selector/ServerSiteSelector';
import { SHELL_REGISTRIES } from '../shell-registry';
import { AccountEntry } from './AccountEntry';
import { MiniCartEntry } from './MiniCartEntry';
import { SearchBox } from './SearchBox';
import { LogoLink } from './SiteLogo';
import styles from './SiteHeader.module.css';

/**
 * The site header from the CMS shared slots (spec 1 §2.2; sandbox README "CMS"): the TopHeader band
 * with the rotating messages, header links and the country/language selector; the logo, search box,
 * account entry, wish-list count and mini cart (slot 7); the category navigation bar; and the styling
 * HTML of slot 8.
 * When the content could not be loaded, the logo, search and cart still work without it, and on small
 * screens the country and language selector stays in the band, as there is no menu drawer to hold it.
 */
export function SiteHeader({ page, context }: { page: CmsPageModel | undefined; context: CmsRenderContext }) {
  const { site, lang } = context;
  const slots = page?.slots ?? {};
  const categoryNavigation = slots.NavigationBar?.components.find((component) =>
    CATEGORY_NAVIGATION_TYPES.includes(component.typeCode),
  );
  const hasSlot = (position: string) => (slots[position]?.components.length ?? 0) > 0;

  return (
    <header className={styles.header} data-site-header>
      <CmsSlot slot={slots.HeaderSlot8} registry={SHELL_REGISTRIES.HeaderSlot8} context={context} />
      <div className={`${styles.band} surface-inverse`}>
        <div className={styles.bandInner}>
          <CmsSlot slot={slots.TopHeader} registry={SHELL_REGISTRIES.TopHeader} context={context} className={styles.topHeader} />
          {/* On small screens these live in the category menu's drawer; without a menu they stay here. */}
          <div className={categoryNavigation ? styles.utility : `${styles.utility} ${styles.utilityWithoutMenu}`} data-header-utility>
            <CmsSlot slot={slots.HeaderLinks} registry={SHELL_REGISTRIES.HeaderLinks} context={context} />
            <div className={styles.selector}>
              <ServerSiteSelector site={site} lang={lang} country={context.catalog.country} />
            </div>
          </div>
        </div>
      </div>

      <div className={styles.main}>
        <div className={styles.mainInner}>
          <div className={styles.menuButton}>
            {categoryNavigation ? (
              <MobileCategoryMenu component={categoryNavigation} context={context}>
                <CmsSlot slot={slots.HeaderLinks} registry={SHELL_REGISTRIES.HeaderLinksInMenu} context={context} />
                <div className={styles.menuSelector}>
                  <ServerSiteSelector site={site} lang={lang} country={context.catalog.country} />
                </div>
              </MobileCategoryMenu>
            ) : null}
          </div>
          <div className={styles.logo}>
            {hasSlot('SiteLogo') ? (
              <CmsSlot slot={slots.SiteLogo} registry={SHELL_REGISTRIES.SiteLogo} context={context} />
            ) : (
              <LogoLink site={site} lang={lang} />
            )}
          </div>
          <div className={styles.search}>
            {hasSlot('SearchBox') ? (
              <CmsSlot slot={slots.SearchBox} registry={SHELL_REGISTRIES.SearchBox} context={context} />
            ) : (
              <SearchBox site={site} lang={lang} />
            )}
          </div>
          <div className={styles.actions}>
            <AccountEntry site={site} lang={lang} />
            {/* Signed-in shoppers only; its own Suspense boundary keeps the prerendered header static. */}
            <WishListHeaderLink lang={lang} />
            {hasSlot('HeaderSlot7') ? (
              <CmsSlot slot={slots.HeaderSlot7} registry={SHELL_REGISTRIES.HeaderSlot7} context={context} className={styles.slot7} />
            ) : (
              <MiniCartEntry site={site} lang={lang}>
                <MiniCart site={site} lang={lang} country={context.catalog.country} />
              </MiniCartEntry>
            )}
          </div>
        </div>
      </div>

      <CmsSlot slot={slots.NavigationBar} registry={SHELL_REGISTRIES.NavigationBar} context={context} />
    </header>
  );
}
