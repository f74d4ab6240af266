'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useTransition, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import { MAX_SEARCH_TEXT_LENGTH, pathFor, SEARCH_QUERY_PARAM, searchQueryOf, type Language, type SiteKey } from '@/site';
import styles from './SearchBox.module.css';

/**
 * Slot SearchBox: a search form that leads to the search results route `c/{query}` (spec 1 §2.1).
 * An empty or blank query does nothing. Before its script runs, the form is a plain GET to
 * `search?q=`, which the proxy sends on to the same route. While the results are on their way, the
 * search button shows the search was taken, as a link does (global.css `[data-pending]`), and holds
 * focus: a phone's keyboard closes, and the keyboard's place stays in the header rather than falling to
 * the page's start.
 */
export function SearchBox({ site, lang }: { site: SiteKey; lang: Language }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = searchQueryOf(new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM));
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    submitRef.current?.focus();
    startTransition(() => router.push(pathFor({ site, lang }, { name: 'search', query })));
  }

  return (
    <form
      role="search"
      className={styles.form}
      action={pathFor({ site, lang }, { name: 'searchForm' })}
      onSubmit={onSubmit}
      data-testid="search-box"
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={SEARCH_QUERY_PARAM}
        type="search"
        className={styles.input}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_TEXT_LENGTH}
      />
      <button ref={submitRef} type="submit" className={styles.submit} data-pending={pending ? '' : undefined}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
