'use client';

import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore as useZustandStore } from 'zustand';
import { cartActivity, useCartActivity } from '@/features/cart/cart-activity';
import type { MediaOrigins } from '@/features/cart/entry-image';
import { RouteChangeListener } from '@/features/navigation/RouteChangeListener';
import { I18nProvider, useOnDemandTranslations, useTranslation, useTranslationLanguage } from '@/i18n/client';
import { onFirstUse } from '@/ui/on-first-use';
import { Spinner } from '@/ui/Spinner';
import { useClosedWhenLeft } from '@/ui/use-closed-when-left';
import { createMiniCartStore, type MiniCartStore } from './mini-cart-store';
import type { MiniCartPanel as MiniCartPanelComponent, MiniCartPanelProps } from './MiniCartPanel';
import type { MiniCartSheet as MiniCartSheetComponent } from './MiniCartSheet';
import styles from './MiniCart.module.css';

type PanelComponent = typeof MiniCartPanelComponent;
type SheetComponent = typeof MiniCartSheetComponent;

/**
 * The panel's content (lines, quantities, cart mutations) and the modal sheet around it (the dialog
 * library) are loaded on first use, not with every page: when the pointer moves over the cart entry
 * (the 500 ms hover delay covers the load), when the open button gets focus, or when the panel opens.
 * The sheet is small and comes first, saying the cart is loading until the panel is there.
 */
const panelModule = onFirstUse(() => import('./MiniCartPanel').then((module) => module.MiniCartPanel));
const sheetModule = onFirstUse(() => import('./MiniCartSheet').then((module) => module.MiniCartSheet));

/** Loads the sheet and the panel (a preload; tests). */
export async function loadMiniCartPanel(): Promise<PanelComponent> {
  const [, panel] = await Promise.all([sheetModule.load(), panelModule.load()]);
  return panel;
}

export type MiniCartHostProps = Omit<MiniCartPanelProps, 'onClose' | 'mediaOrigins'> & {
  mediaOrigins: MediaOrigins;
  /** For tests: a store with other timings. */
  store?: MiniCartStore;
};

/**
 * The mini cart's side panel (spec 1 §2.4, §4), mounted in header slot 7 beside the cart link, inside
 * the element that holds both (its parent is the hover area):
 * - hovering that area for 500 ms opens the panel, leaving before that cancels;
 * - keyboard users open it with the button that appears when it has focus;
 * - an accessible modal side sheet: focus moves in and stays, Escape, the overlay and the close
 *   button close it, and focus returns to where it was;
 * - it opens after an item is added (with the 'added' notice) and closes 200 ms after a navigation.
 */
export function MiniCartHost({ store: givenStore, ...panel }: MiniCartHostProps) {
  const { t } = useTranslation('minicart');
  const lang = useTranslationLanguage();
  const [store] = useState(() => givenStore ?? createMiniCartStore());
  const isOpen = useZustandStore(store, (state) => state.isOpen);
  const isExpanded = useZustandStore(store, (state) => state.isExpanded);
  useClosedWhenLeft(() => store.getState().close());
  const anchor = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const [panelLoadedHere, setPanel] = useState<PanelComponent | undefined>(() => panelModule.get());
  const [sheetLoadedHere, setSheet] = useState<SheetComponent | undefined>(() => sheetModule.get());
  const Panel = panelLoadedHere;
  const Sheet = sheetLoadedHere;
  // The cart lines' texts come with the panel (from the page when it carries them), not with every page.
  const cartTexts = useOnDemandTranslations('cart', isOpen || Panel !== undefined);
  const loadPanel = useCallback(() => {
    const failed = (error: unknown) => console.error('The mini cart could not be loaded', error);
    // Loaded meanwhile elsewhere (another host, a preload) is taken at once; a failed load is
    // retried with the next hover, focus or opening.
    sheetModule.load().then((loaded) => setSheet(() => loaded), failed);
    panelModule.load().then((loaded) => setPanel(() => loaded), failed);
  }, []);

  // Hover intent on the whole cart entry. Pointer movement (not just entering) starts it, so the
  // panel does not reopen by itself when it closes over a resting pointer; touch has no hover.
  useEffect(() => {
    const host = anchor.current?.parentElement;
    if (!host) return undefined;
    const move = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      loadPanel();
      store.getState().hoverStart();
    };
    const leave = () => store.getState().hoverEnd();
    host.addEventListener('pointermove', move);
    host.addEventListener('pointerleave', leave);
    return () => {
      host.removeEventListener('pointermove', move);
      host.removeEventListener('pointerleave', leave);
    };
  }, [store, loadPanel]);

  // Whatever opened the panel (hover, the button, an add to cart), its content is on the way.
  useEffect(() => {
    if (isOpen) loadPanel();
  }, [isOpen, loadPanel]);

  // The header can style the entry while the panel is expanded.
  useEffect(() => {
    const host = anchor.current?.parentElement;
    if (!host) return undefined;
    host.toggleAttribute('data-mini-cart-expanded', isExpanded);
    return () => host.removeAttribute('data-mini-cart-expanded');
  }, [isExpanded]);

  // An add anywhere on the page opens the panel with the 'added' notice; closing ends the notice.
  useEffect(
    () =>
      useCartActivity.subscribe((state, previous) => {
        if (state.added && state.added !== previous.added) store.getState().open();
      }),
    [store],
  );
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (previous.isOpen && !state.isOpen) cartActivity.clearAdded();
      }),
    [store],
  );
  useEffect(() => () => store.getState().dispose(), [store]);

  const close = () => store.getState().close();
  return (
    <span ref={anchor} className={styles.mount}>
      <button
        type="button"
        className={styles.openButton}
        aria-haspopup="dialog"
        aria-expanded={isExpanded}
        aria-controls={isOpen ? panelId : undefined}
        onFocus={loadPanel}
        onClick={() => store.getState().open()}
        data-testid="mini-cart-open"
      >
        {t('open')}
      </button>
      <Suspense fallback={null}>
        <RouteChangeListener onRouteChange={() => store.getState().navigationCompleted()} />
      </Suspense>
      {Sheet ? (
        <Sheet
          id={panelId}
          isOpen={isOpen}
          onOpenChange={(open) => (open ? store.getState().open() : close())}
          // Named here too: the panel's heading, which names it otherwise, may still be loading.
          label={t('title')}
        >
          {Panel && cartTexts ? (
            <I18nProvider lang={lang} resources={cartTexts}>
              <Panel {...panel} onClose={close} />
            </I18nProvider>
          ) : (
            <div className={styles.panel}>
              <Spinner label={t('loading')} />
            </div>
          )}
        </Sheet>
      ) : null}
    </span>
  );
}
