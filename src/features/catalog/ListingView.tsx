import type { MouseEvent, ReactNode, Ref } from 'react';
import type { Translate } from '@/i18n/translate';
import { Button, SelectField, Spinner, cx } from '@/ui';
import type { CardRenditions } from './card-renditions';
import { FILTERS_BUTTON_ATTRIBUTE, LISTING_END_ATTRIBUTE, LISTING_TOOLS_ATTRIBUTE } from './listing-constants';
import type { ListingViewData } from './listing-view-model';
import type { ProductCardModel } from './product-card';
import { ProductCard, type ProductCardLabels } from './ProductCard';
import type { ListingFilter } from './search-query';
import styles from './ProductListing.module.css';

/**
 * The listing as the shopper sees it: count, filter button and sort menu, chips of the chosen
 * filters, the facet panel beside the grid, the end-of-list marker and the loading, failure and
 * progress lines. Hook-free, so the server draws the first page with it and the listing island draws
 * the same markup once it takes over (`ListingOnFirstUse`); without `actions` it is the server's
 * drawing, whose controls wait for the island.
 */

/** What the shopper can do with a listing; the island's. */
export interface ListingActions {
  openFilters: () => void;
  /** The filters dialog's code is wanted soon (focus or pointer on its button). */
  preloadFilters: () => void;
  sort: (code: string) => void;
  toggle: (filter: ListingFilter, multiSelect: boolean) => void;
  clearAll: () => void;
  /** A click in the grid (a product link being followed is noted). */
  gridClick: (event: MouseEvent<HTMLElement>) => void;
  /** Loads the page that failed again. */
  retry: () => void;
}

export interface ListingStatus {
  /** The pages shown stand in for the listing being loaded: the grid dims. */
  dimmed: boolean;
  /** Results are being loaded or restored. */
  busy: boolean;
  /** Nothing to show yet. */
  loading: boolean;
  /** The listing asked for (new filters, sort, a shared link) is still loading: its count is not known. */
  pending: boolean;
  /** The listing asked for could not be loaded: nothing of it to show, the shopper may try again. */
  failed: boolean;
  loadingMore: boolean;
  /** A later page failed to load and more are there: the shopper may try again. */
  retryable: boolean;
}

export const SETTLED_LISTING: ListingStatus = {
  dimmed: false,
  busy: false,
  loading: false,
  pending: false,
  failed: false,
  loadingMore: false,
  retryable: false,
};

/** The listing's result count as announced (a polite status): nothing after a failure, a loading note while it loads. */
export function resultCountText(t: Translate, status: Pick<ListingStatus, 'failed' | 'pending'>, total: number): string {
  if (status.failed) return '';
  return status.pending ? t('loadingProducts') : t('resultCount', { count: total });
}

/**
 * The cards' texts. One number format serves every card: building one is the slow part (a new one
 * per card cost a phone about 10 ms per listing drawn).
 */
export function productCardLabels(t: Translate, locale: string): ProductCardLabels {
  const ratings = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    rating: (rating) => t('card.rating', { rating: ratings.format(rating) }),
    reviews: (count) => t('card.reviews', { count }),
    availableIn: t('card.availableIn'),
    soldOut: t('card.soldOut'),
    originalPrice: t('card.originalPrice'),
    currentPrice: t('card.currentPrice'),
  };
}

interface ListingViewProps {
  /** The `catalog` namespace's lookup. */
  t: Translate;
  /** BCP 47 tag for prices and ratings. */
  locale: string;
  data: ListingViewData;
  cards: readonly ProductCardModel[];
  renditions: CardRenditions;
  /** The first cards whose pictures load at once, with high priority (`priorityCardCount`). */
  priorityCards: number;
  /** The cards' texts (`productCardLabels`); the same object while they stay the same, so unchanged cards are not drawn again. */
  labels: ProductCardLabels;
  /** The facet panel shown beside the grid from desktop widths. */
  panel: ReactNode;
  status: ListingStatus;
  actions?: ListingActions | undefined;
  endRef?: Ref<HTMLDivElement> | undefined;
  /**
   * The server's drawing: a loading note, shown in place of its list when the address asks for
   * another list (filters, sort or pages), until the island brings that one (`ServerListing`).
   */
  restoringNote?: boolean | undefined;
}

/** One listing per page: the results' heading has a fixed id. */
const RESULTS_HEADING_ID = 'listing-results-heading';

/**
 * Where focus goes when the chip that had it goes away: the next chip (or the one before), else the
 * results' heading, so a keyboard or screen-reader user stays at the list.
 */
function focusAfterRemoving(removed: HTMLElement | null) {
  const item = removed?.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('button');
  (neighbour ?? document.getElementById(RESULTS_HEADING_ID))?.focus();
}

/** A spinner and what is loading. */
function LoadingLine({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx(styles.loadingMore, className)}>
      <Spinner size="md" />
      <span>{text}</span>
    </div>
  );
}

export function ListingView({ t, locale, data, cards, renditions, priorityCards, labels, panel, status, actions, endRef, restoringNote }: ListingViewProps) {
  const { total, sorts, sortValue, selected } = data;
  const tools = { [LISTING_TOOLS_ATTRIBUTE]: '' };
  return (
    <div className={styles.listing}>
      <div className={styles.toolbar} {...tools}>
        <p className={styles.count} role="status">
          {resultCountText(t, status, total)}
        </p>
        <div className={styles.tools}>
          <Button
            variant="secondary"
            size="sm"
            className={styles.filterButton}
            {...{ [FILTERS_BUTTON_ATTRIBUTE]: '' }}
            onPress={actions?.openFilters}
            onFocus={actions?.preloadFilters}
            onPointerEnter={actions?.preloadFilters}
          >
            {selected.length > 0 ? t('filters.openWithCount', { count: selected.length }) : t('filters.open')}
          </Button>
          {sorts.length > 0 && (
            <SelectField
              label={t('sort.label')}
              className={styles.sort}
              {...(actions
                ? { value: sortValue, onChange: (event) => actions.sort(event.target.value) }
                : { defaultValue: sortValue })}
              options={sorts.map((sort) => ({ value: sort.code, label: sort.name }))}
            />
          )}
        </div>
      </div>

      {selected.length > 0 && (
        <div className={styles.chips} {...tools}>
          <ul className={styles.chipList} aria-label={t('filters.active')}>
            {selected.map(({ filter, name, multiSelect }) => (
              <li key={`${filter.key}:${filter.value}`}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={
                    actions &&
                    ((event) => {
                      const removed = event.currentTarget;
                      actions.toggle(filter, multiSelect);
                      focusAfterRemoving(removed);
                    })
                  }
                >
                  <span>{name}</span>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('filters.remove')}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.clearAll}
            onClick={
              actions &&
              (() => {
                actions.clearAll();
                focusAfterRemoving(null);
              })
            }
          >
            {t('filters.clearAll')}
          </button>
        </div>
      )}

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('filters.panelLabel')} data-testid="facet-sidebar" {...tools}>
          {panel}
        </aside>

        <section className={styles.results} aria-labelledby={RESULTS_HEADING_ID} aria-busy={status.busy || undefined}>
          {/* The cards' names are level-3 headings; this keeps the page's outline whole (h1, h2, h3). */}
          <h2 id={RESULTS_HEADING_ID} className="visually-hidden" tabIndex={-1}>
            {t('results')}
          </h2>
          {restoringNote && <LoadingLine text={t('loadingProducts')} className={styles.restoringNote} />}
          {status.failed ? (
            <div className={styles.noResults}>
              <p role="alert">{t('loadFailed')}</p>
              <Button variant="secondary" onPress={actions?.retry}>
                {t('retry')}
              </Button>
            </div>
          ) : status.loading ? (
            <LoadingLine text={t('loadingProducts')} />
          ) : cards.length === 0 && !status.dimmed ? (
            <div className={styles.noResults}>
              <p>{selected.length > 0 ? t('empty.filtered') : t('empty.category')}</p>
              {selected.length > 0 && (
                <Button variant="secondary" onPress={actions?.clearAll}>
                  {t('filters.clearAll')}
                </Button>
              )}
            </div>
          ) : (
            // Clicks are watched on the list to note the listing before a product link is followed.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <ul className={styles.grid} data-dimmed={status.dimmed || undefined} onClick={actions?.gridClick}>
              {cards.map((card, index) => (
                <li key={`${card.code}-${index}`} className={styles.cell}>
                  <ProductCard card={card} locale={locale} labels={labels} eager={index < priorityCards} renditions={renditions} />
                </li>
              ))}
            </ul>
          )}
          <div ref={endRef} className={styles.sentinel} aria-hidden="true" {...{ [LISTING_END_ATTRIBUTE]: '' }} />
          {status.loadingMore && <LoadingLine text={t('loadingMore')} />}
          {status.retryable && (
            <div className={styles.loadingMore}>
              <p role="alert">{t('loadMoreFailed')}</p>
              <Button variant="secondary" size="sm" onPress={actions?.retry}>
                {t('retry')}
              </Button>
            </div>
          )}
          {/* Not a live region: the count above announces each new list once. */}
          {cards.length > 0 && !status.failed && !status.pending && <p className={styles.progress}>{t('showing', { shown: cards.length, count: total })}</p>}
        </section>
      </div>
    </div>
  );
}
