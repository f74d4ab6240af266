import type { Translate } from '@/i18n/translate';
import { CheckboxOption } from '@/ui/CheckboxOption';
import type { FacetModel } from './listing-model';
import type { CategoryLink } from './listing-view-model';
import { isFilterSelected, type ListingFilter, type ListingState } from './search-query';
import styles from './FacetPanel.module.css';

interface FacetPanelProps {
  /** The `catalog` namespace's lookup (the server's or the island's). */
  t: Translate;
  facets: readonly FacetModel[];
  state: ListingState;
  /** Without it the panel is the server's first drawing: the boxes start as `state` says. */
  onToggle?: ((filter: ListingFilter, multiSelect: boolean) => void) | undefined;
  /** On a category page the category facet lists sub-categories to browse, as links. */
  categoryLinks?: readonly CategoryLink[] | undefined;
  /**
   * Facets that stay open once the shopper has chosen in them, so unticking the last value does not
   * fold the facet away around the focused box.
   */
  keepOpen?: ReadonlySet<string> | undefined;
}

/**
 * The facets as disclosures (native `<details>`: keyboard and screen readers know them), each a group
 * of checkboxes with a legend; counts are read out as "12 products". Several values of a facet may
 * be chosen (OR), choices of different facets narrow the list (AND). Drawn by the server first and
 * by the listing island once it takes over.
 */
/** Facets open at first (the first few), so the panel starts short. */
const OPEN_FACETS = 3;

export function FacetPanel({ t, facets, state, onToggle, categoryLinks, keepOpen }: FacetPanelProps) {
  return (
    <div className={styles.panel}>
      {categoryLinks && categoryLinks.length > 0 && (
        <details className={styles.facet} open>
          <summary className={styles.summary}>{t('filters.shopByCategory')}</summary>
          <ul className={styles.links}>
            {categoryLinks.map((link) => (
              <li key={link.code}>
                <a href={link.href} className={styles.link}>
                  {link.name}
                  <span className={styles.count} aria-hidden="true">
                    {link.count}
                  </span>
                  <span className="visually-hidden">{t('filters.productCount', { count: link.count })}</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {facets.map((facet, index) => {
        const selectedCount = facet.values.filter((value) => isFilterSelected(state, { key: facet.code, value: value.code })).length;
        return (
          <details key={facet.code} className={styles.facet} open={index < OPEN_FACETS || selectedCount > 0 || keepOpen?.has(facet.code)}>
            <summary className={styles.summary}>
              {facet.name}
              {selectedCount > 0 && (
                <span className={styles.selectedCount}>{t('filters.selected', { count: selectedCount })}</span>
              )}
            </summary>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{facet.name}</legend>
              {facet.values.map((value) => {
                const filter = { key: facet.code, value: value.code };
                const checked = isFilterSelected(state, filter);
                return (
                  <CheckboxOption
                    key={value.code}
                    className={styles.option}
                    {...(onToggle ? { checked, onChange: () => onToggle(filter, facet.multiSelect) } : { defaultChecked: checked })}
                    label={
                      <>
                        {value.name}{' '}
                        <span className={styles.count} aria-hidden="true">
                          {value.count}
                        </span>
                        <span className="visually-hidden">, {t('filters.productCount', { count: value.count })}</span>
                      </>
                    }
                  />
                );
              })}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
