import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../cart/server-render';
import { setupSandboxServer } from '../../msw/sandbox';
import { CROSS_SITE_HEADERS, startRequest } from '../auth/fake-next-request';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('next/headers', async () => (await import('../auth/fake-next-request')).nextHeadersModule);

const { renderContentPreview } = await import('@/features/content/preview/render-preview');

/**
 * A previewed page has one level-one heading, as the page itself has (axe `page-has-heading-one`):
 * home's and the cart's are the page title, which the shop draws around the content; the account's
 * is in its content.
 */

setupSandboxServer();
beforeEach(() => startRequest());

async function previewHeadings(label: string | undefined) {
  const result = await renderContentPreview({ site: 'us', lang: 'en', cmsTicketId: 'ticket-123', ...(label && { label }) });
  if (!result.ok) throw new Error(`no preview of ${label ?? 'home'}: ${result.reason}`);
  const container = await renderOnServer(result.content);
  return { title: result.title, headings: [...container.querySelectorAll('h1')].map((heading) => heading.textContent) };
}

describe('the heading of a previewed page', () => {
  it.each(['cart', undefined])('is the page title where the shop draws it around the content (%s)', async (label) => {
    const { title, headings } = await previewHeadings(label);
    expect(title).not.toBe('');
    expect(headings).toEqual([title]);
  });

  it('is the content’s own where the content has one (account)', async () => {
    const { headings } = await previewHeadings('account');
    expect(headings).toHaveLength(1);
  });
});

describe('the preview action', () => {
  it('renders nothing for a request from another site', async () => {
    startRequest(CROSS_SITE_HEADERS);
    expect(await renderContentPreview({ site: 'us', lang: 'en', cmsTicketId: 'ticket-123' })).toEqual({ ok: false, reason: 'invalid' });
  });
});
