'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { currentSearch, serverSearch, subscribeToLocation } from '@/features/catalog/location-store';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, pathFor, type Language, type SiteKey } from '@/site';
import { Button, Price, type WrittenPrices } from '@/ui';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import { QuantitySelector } from '@/features/cart/QuantitySelector';
import { maxQuantityFor, MIN_QUANTITY } from '@/features/cart/quantity-input';
import type { ImageRendition } from '@/ui/RenditionImage';
import { preloadFirstAddParts } from './first-add-parts';
import { COLOUR_PARAM, colourFromSearch, selectColour } from './selection-store';
import { offerFromProduct, type ProductOffer } from './product-offer';
import type { PurchaseCart } from './purchase-cart';
import { needsBrowserOffer, shownOffer, type OfferSources } from './shown-offer';
import { useBrowserValue } from './use-browser-value';
import { useEarlyChoices } from './use-early-choices';
import { VariantPicker } from './VariantPicker';
import {
  changeSelection,
  missingChoices,
  resolveVariant,
  type VariantDimension,
  type VariantModel,
  type VariantSelection,
} from './variant-selection';
import styles from './ProductPurchase.module.css';

/**
 * A second press within this time of the first is the other half of a double click, not a second
 * add ("double clicks never add twice"), even when the first add has already come back.
 */
const REPEATED_PRESS_MS = 600;

/** Whether this press comes within `REPEATED_PRESS_MS` of the last one; remembers it as the last. */
function isRepeatedPress(lastPress: RefObject<number>): boolean {
  const now = Date.now();
  const repeated = now - lastPress.current < REPEATED_PRESS_MS;
  if (!repeated) lastPress.current = now;
  return repeated;
}

/** The cart part (and its query library) loads on the first sign of wanting to add, not with the page. */
const purchaseCartModule = onFirstUse(() => import('./purchase-cart'));

export interface ProductPurchaseProps {
  site: SiteKey;
  lang: Language;
  /** The product the page is for (a variant, or the base product). */
  pageCode: string;
  baseCode: string;
  productName: string;
  model: VariantModel;
  initialSelection: VariantSelection;
  /** Price, stock and restrictions of the page's product, as the server rendered them. */
  offer: ProductOffer;
  /** The store context the server used (the site's own country and currency). */
  serverContext: { currency: string; country: string };
  /** Prices the server wrote for the box (`purchasePrices`), shown as they are. */
  writtenPrices?: WrittenPrices | undefined;
  swatchRendition: ImageRendition;
}

/**
 * The offer the purchase box shows: the server's, or one read in the browser when the variant, the
 * currency or the country is not the server's (`shownOffer` decides which parts).
 */
function useShownOffer(sources: OfferSources) {
  const store = useStore();
  const occ = useOcc();
  const { variant, baseCode, pageCode } = sources;
  const offerCode = variant?.code ?? baseCode;
  const browserOffer = useBrowserValue(
    store,
    JSON.stringify(['product-offer', store.siteId, store.language, store.currency, store.country, offerCode]),
    needsBrowserOffer(sources),
    async () => offerFromProduct(await occ.getProduct(offerCode, 'details')),
    60_000,
  );
  // Shipping restrictions depend on the shopper's country; only the full product data carries them.
  const browserRestrictions = useBrowserValue(
    store,
    JSON.stringify(['product-restrictions', store.siteId, store.language, store.country, baseCode]),
    sources.countryDiffers,
    async () => offerFromProduct(await occ.getProduct(pageCode, 'pdp')).restrictions,
    5 * 60_000,
  );
  return shownOffer(sources, { offer: browserOffer, restrictions: browserRestrictions });
}

/**
 * Variant picker, price, stock and add to cart: the product page's one purchase island.
 *
 * The selection lives here and in the URL: a complete selection replaces the URL with the variant's
 * own page (shareable, and cached per variant when loaded), a colour chosen before a size with the
 * product's page and `?colour=`. The gallery follows the colour through a small shared store.
 * Price and stock of another variant, or for another country or currency than the server's, are
 * read in the browser.
 */
export function ProductPurchase({
  site,
  lang,
  pageCode,
  baseCode,
  productName,
  model,
  initialSelection,
  offer: serverOffer,
  serverContext,
  writtenPrices,
  swatchRendition,
}: ProductPurchaseProps) {
  const { t } = useTranslation('product');
  const store = useStore();
  const locale = languageTag(site, lang);
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, serverSearch);
  const [chosen, setChosen] = useState<VariantSelection | null>(null);
  const urlColour = colourFromSearch(search, model.colours.map((colour) => colour.code));
  // A colour chosen before a size comes back from `?colour=` (a shared link, a reload).
  const effectiveSelection =
    chosen ??
    (urlColour && urlColour !== initialSelection.colour ? changeSelection(model, initialSelection, 'colour', urlColour) : initialSelection);
  const variant = resolveVariant(model, effectiveSelection);
  const missing = missingChoices(model, effectiveSelection);

  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [choiceError, setChoiceError] = useState<VariantDimension | null>(null);
  const [addedCode, setAddedCode] = useState<string | null>(null);
  const groupRefs = useRef<Partial<Record<VariantDimension, HTMLFieldSetElement | null>>>({});
  const lastPress = useRef(Number.NEGATIVE_INFINITY);
  const statusId = useId();

  // Another variant than the server's, or another currency or country: read it in the browser.
  const sources: OfferSources = {
    model,
    selection: effectiveSelection,
    variant,
    pageCode,
    baseCode,
    serverOffer,
    currencyDiffers: store.currency !== serverContext.currency,
    countryDiffers: store.country !== serverContext.country,
  };
  const { offer, restrictions, range, original, soldOut, stock } = useShownOffer(sources);
  const max = maxQuantityFor(offer.stockLevel);

  // The cart part: loaded on intent; an add pressed before it is there waits for it.
  const [cartWanted, setCartWanted] = useState(false);
  const cartLibrary = useOnFirstUse(purchaseCartModule, cartWanted);
  const [cart, setCart] = useState<PurchaseCart | undefined>();
  const queuedAdd = useRef<{ code: string; quantity: number } | null>(null);
  const [waitingForCart, setWaitingForCart] = useState(false);
  const wantCart = () => {
    setCartWanted(true);
    preloadFirstAddParts(lang, () => purchaseCartModule.load());
  };
  const isAdding = waitingForCart || (cart?.isAdding ?? false);

  const runAdd = useCallback(async (api: PurchaseCart, code: string, count: number) => {
    const modification = await api.addToCart(code, count);
    if (modification) setAddedCode(code);
  }, []);

  useEffect(() => {
    const queued = queuedAdd.current;
    if (!cart || !queued) return;
    queuedAdd.current = null;
    void runAdd(cart, queued.code, queued.quantity).finally(() => setWaitingForCart(false));
  }, [cart, runAdd]);

  function replaceUrl(next: VariantSelection) {
    const resolved = resolveVariant(model, next);
    const path = pathFor({ site, lang }, { name: 'product', code: resolved?.code ?? baseCode, productName });
    const query = !resolved && next.colour ? `?${new URLSearchParams({ [COLOUR_PARAM]: next.colour })}` : '';
    window.history.replaceState(null, '', `${path}${query}`);
  }

  function choose(dimension: VariantDimension, value: string) {
    select(changeSelection(model, effectiveSelection, dimension, value));
  }

  function select(next: VariantSelection) {
    setChosen(next);
    setChoiceError(null);
    setAddedCode(null);
    // Another variant has its own stock: the quantity starts again at one.
    setQuantity(MIN_QUANTITY);
    if (next.colour !== effectiveSelection.colour) selectColour(baseCode, next.colour);
    replaceUrl(next);
  }

  useEarlyChoices(groupRefs, model, effectiveSelection, select);

  async function add() {
    if (soldOut) return;
    if (!variant) {
      const first = missing[0] ?? 'size';
      setChoiceError(first);
      groupRefs.current[first]?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (isAdding || isRepeatedPress(lastPress)) return;
    if (!cart) {
      queuedAdd.current = { code: variant.code, quantity };
      setWaitingForCart(true);
      wantCart();
      // The cart part cannot be loaded (offline): the press ends with a message, not a pending button.
      purchaseCartModule.load().catch(() => {
        queuedAdd.current = null;
        setWaitingForCart(false);
        addGlobalMessage({ type: 'error', key: 'unknownError' });
      });
      return;
    }
    await runAdd(cart, variant.code, quantity);
  }

  const priceBlock = offer.currency ? (
    range && range.min !== range.max ? (
      <Price min={range.min} max={range.max} currency={offer.currency} locale={locale} written={writtenPrices} className={styles.price} />
    ) : (
      <Price
        value={range?.min ?? offer.price ?? 0}
        originalValue={original}
        originalLabel={t('price.original')}
        currentLabel={t('price.current')}
        currency={offer.currency}
        locale={locale}
        written={writtenPrices}
        className={styles.price}
      />
    )
  ) : null;

  return (
    <div className={styles.purchase} data-testid="product-purchase">
      <div className={styles.offer} aria-live="polite">
        {(offer.price !== undefined || range) && priceBlock}
        {stock && (
          <p className={styles.stock} data-status={stock.status} data-testid="stock-status">
            {t(stock.key, { count: stock.count })}
          </p>
        )}
      </div>

      <VariantPicker
        model={model}
        selection={effectiveSelection}
        onChoose={choose}
        errorFor={choiceError}
        swatchRendition={swatchRendition}
        groupRef={(dimension, element) => {
          groupRefs.current[dimension] = element;
        }}
      />

      {(restrictions.countryRestricted || restrictions.stateRestricted || restrictions.poBoxRestricted) && (
        <ul className={styles.restrictions} data-testid="shipping-restrictions">
          {restrictions.countryRestricted && <li>{t('restrictions.country')}</li>}
          {restrictions.stateRestricted && <li>{t('restrictions.state')}</li>}
          {restrictions.poBoxRestricted && <li>{t('restrictions.poBox')}</li>}
        </ul>
      )}

      <div className={styles.actions}>
        {!soldOut && (
          <QuantitySelector value={quantity} max={max} productName={productName} onChange={setQuantity} isDisabled={isAdding} announcesSteps />
        )}
        <Button
          variant="primary"
          size="lg"
          fullWidth
          isPending={isAdding}
          pendingLabel={t('addToCart.adding')}
          isDisabled={soldOut}
          onPress={() => void add()}
          onPointerEnter={wantCart}
          onFocus={wantCart}
          aria-describedby={statusId}
          data-testid="add-to-cart"
        >
          {soldOut ? t('addToCart.soldOut') : t('addToCart.label')}
        </Button>
      </div>

      {cartLibrary ? <cartLibrary.PurchaseCartBridge added={addedCode !== null} onChange={setCart} /> : null}

      <div id={statusId} className={styles.status} role="status">
        {addedCode !== null && (
          <div className={styles.added} data-testid="added-to-cart">
            <p className={styles.addedTitle}>{t('addToCart.added')}</p>
            {cart?.freeShippingThresholdMessage && (
              <p className={styles.threshold} data-testid="free-shipping-threshold">
                {cart.freeShippingThresholdMessage}
              </p>
            )}
            <a className={styles.cartLink} href={pathFor({ site, lang }, { name: 'cart' })}>
              {t('addToCart.viewCart')}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}

