import { describe, expect, it } from 'vitest';
import { allowedFramingOrigin, injectorScript, validPreviewLabel, validPreviewTicket } from '@/features/content/preview/smartedit';
import { labelFromSegments } from '@/features/content/ContentPage';
import { alternateUrlQuery } from '@/commerce/calls/cms';

/** ARCHITECTURE §5 content preview rules, and the page-id rules of the alternate-URL lookup (spec 1 §7). */

const ALLOWED = ['http://localhost:9002', 'https://cms.example.com'];

describe('the web application injector', () => {
  it('loads only for an allowed origin that frames the page', () => {
    expect(allowedFramingOrigin(ALLOWED, { framed: true, ancestorOrigins: ['http://localhost:9002'] })).toBe('http://localhost:9002');
    expect(allowedFramingOrigin(ALLOWED, { framed: true, referrer: 'https://cms.example.com/smartedit/#/storefront' })).toBe('https://cms.example.com');
    expect(allowedFramingOrigin(ALLOWED, { framed: true, ancestorOrigins: ['https://evil.example'] })).toBeUndefined();
    expect(allowedFramingOrigin(ALLOWED, { framed: true, referrer: 'not a url' })).toBeUndefined();
    expect(allowedFramingOrigin(ALLOWED, { framed: false, ancestorOrigins: ['http://localhost:9002'] })).toBeUndefined();
  });

  it('comes from the editor origin, allowing that host', () => {
    expect(injectorScript('http://localhost:9002')).toEqual({
      src: 'http://localhost:9002/smartedit/webApplicationInjector.js',
      allowOrigin: 'localhost:9002',
    });
  });

  it('accepts only ticket-shaped tickets and plain labels', () => {
    expect(validPreviewTicket('abc-123_X')).toBe('abc-123_X');
    expect(validPreviewTicket('a b')).toBeUndefined();
    expect(validPreviewTicket('<script>')).toBeUndefined();
    expect(validPreviewTicket('')).toBeUndefined();
    expect(validPreviewLabel('/store-finder/find')).toBe('store-finder/find');
    expect(validPreviewLabel('../etc')).toBeUndefined();
    expect(validPreviewLabel('a?b=c')).toBeUndefined();
  });
});

describe('content labels from the URL', () => {
  it('joins and decodes the path segments', () => {
    expect(labelFromSegments(['store-finder', 'find'])).toBe('store-finder/find');
    expect(labelFromSegments(['%C3%BCber-uns'])).toBe('über-uns');
    expect(labelFromSegments(['%E0%A4%A'])).toBeUndefined();
  });
});

describe('alternate-URL lookup page ids (spec 1 §7)', () => {
  it('blanks the home page id and appends a search query as /query', () => {
    expect(alternateUrlQuery({ pageType: 'ContentPage', pageId: 'homepage', home: true })).toEqual({ pageType: 'ContentPage', pageId: '' });
    expect(alternateUrlQuery({ pageType: 'ContentPage', pageId: 'contact-us' })).toEqual({ pageType: 'ContentPage', pageId: 'contact-us' });
    expect(alternateUrlQuery({ pageType: 'SearchPage', pageId: 'search', query: 'duck jacket' })).toEqual({ pageType: 'SearchPage', pageId: 'search/duck jacket' });
  });
});
