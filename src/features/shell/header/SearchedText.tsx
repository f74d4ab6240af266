'use client';

import { useEffect } from 'react';
import { SEARCH_QUERY_PARAM } from '@/site';

/** The header's search field (`SearchBox`), reached through the page: the shell is cached once for every page. */
const SEARCH_FIELD = `form[role="search"] input[name="${SEARCH_QUERY_PARAM}"]`;

/**
 * Placed on a search results page: the header's search box shows what was searched, ready to
 * change, while the page is on screen. It never overwrites what the shopper is typing, and leaving
 * the page clears the box only of the text it showed, never of the shopper's own.
 */
export function SearchedText({ text }: { text: string }) {
  useEffect(() => {
    const field = document.querySelector<HTMLInputElement>(SEARCH_FIELD);
    const typing = () => field === document.activeElement;
    if (!field || typing()) return;
    field.value = text;
    return () => {
      if (field.value === text && !typing()) field.value = '';
    };
  }, [text]);
  return null;
}
