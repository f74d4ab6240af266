import type { ReactNode } from 'react';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import { mediaOriginsForIslands } from '@/features/cart/media-origins';
import { RotatingMessages } from '@/features/content/components/RotatingMessages';
import { storefrontRegistry } from '@/features/content/registry';
import { I18nProvider } from '@/i18n/client';
import type { Namespace } from '@/i18n/config';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';
import { DEFAULT_SHOWN_PRODUCT_COUNT } from './mini-cart-constants';
import { MiniCartExpressPayments } from './MiniCartExpressPayments';
import { MiniCartHost } from './MiniCartHost';
import type { MiniCartTotalDisplay } from './MiniCartPanel';

/**
 * Namespaces the entry and the panel get with the page: their own (the shared `common` and `messages`
 * come from the shell). The cart lines' texts (`cart`) load with the panel (`MiniCartHost`).
 */
export const MINI_CART_NAMESPACES: readonly Namespace[] = ['minicart'];

/** The CMS component of the panel's optional banner (spec 1 §2.4). */
const MINI_CART_BANNER_UID = 'rotatingMessages';

export interface MiniCartProps {
  site: SiteKey;
  lang: Language;
  /** The catalogue country of the page (Canada's banner may differ from the US one). */
  country?: string | undefined;
  /** The CMS component's `shownProductCount` (a string in OCC); 3 when missing or not a positive number. */
  shownProductCount?: unknown;
  /** The CMS component's `totalDisplay`. */
  totalDisplay?: unknown;
  /**
   * Express payment buttons for the footer (spec 1 §2.4); by default `MiniCartExpressPayments`, the
   * one place the payments feature fills, so the CMS path (`MiniCartComponentPanel`) gets them too.
   */
  expressPayments?: ReactNode;
}

export function shownProductCountOf(value: unknown): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(count) && count > 0 ? count : DEFAULT_SHOWN_PRODUCT_COUNT;
}

function totalDisplayOf(value: unknown): MiniCartTotalDisplay {
  return value === 'TOTAL' ? 'TOTAL' : 'SUBTOTAL';
}

/**
 * The mini cart side panel for header slot 7 (spec 1 §2.2, §2.4). Mount it as the child of the
 * shell's cart entry (`<MiniCartEntry site lang><MiniCart ... /></MiniCartEntry>`): the entry is the
 * hover area, the panel lives beside the cart link. Server Component: it reads the cached banner
 * content and hands the island only its translations; the cart itself loads in the browser, so the
 * shell stays cacheable.
 */
export async function MiniCart({ site, lang, country, shownProductCount, totalDisplay, expressPayments }: MiniCartProps) {
  const context = cmsRenderContext({ site, lang, country });
  const [bannerComponent] = await loadCmsComponentsInOrder(context, [MINI_CART_BANNER_UID]);
  const banner = bannerComponent ? (
    <RotatingMessages component={bannerComponent} context={context} registry={storefrontRegistry} />
  ) : null;
  return (
    <I18nProvider lang={lang} resources={pickResources(lang, MINI_CART_NAMESPACES)}>
      <MiniCartHost
        shownProductCount={shownProductCountOf(shownProductCount)}
        totalDisplay={totalDisplayOf(totalDisplay)}
        banner={banner}
        expressPayments={expressPayments ?? <MiniCartExpressPayments site={site} lang={lang} />}
        mediaOrigins={mediaOriginsForIslands()}
      />
    </I18nProvider>
  );
}

/**
 * Header slot 7's `MiniCartComponent` as a CMS renderer: the panel with the component's settings
 * (`shownProductCount`, `totalDisplay`) and the same express payments as `MiniCart` has by default.
 * It renders the panel only; mount it inside the shell's cart entry, which is its hover area.
 */
export function MiniCartComponentPanel({ component, context }: CmsComponentProps) {
  const data = component as Record<string, unknown>;
  return (
    <MiniCart site={context.site} lang={context.lang} country={context.catalog.country} shownProductCount={data.shownProductCount} totalDisplay={data.totalDisplay} />
  );
}
