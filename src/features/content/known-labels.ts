/**
 * Content labels prerendered at build time for every site and language. Every other label renders
 * (statically, so an unknown one is a real 404) on its first request and is kept from then on. The
 * list is kept to one page: each prerendered page costs CMS and product calls, and build time, for
 * every site and language.
 */
export const PRERENDERED_CONTENT_LABELS: readonly string[] = ['contact-us'];
