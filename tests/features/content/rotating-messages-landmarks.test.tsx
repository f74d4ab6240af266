import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CmsRegistry, CmsRenderContext } from '@/cms/types';
import { renderOnServer } from '../cart/server-render';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { CmsSlot } = await import('@/cms/CmsSlot');
const { cmsRenderContext } = await import('@/cms/context');
const { loadHomePage } = await import('@/cms/load');
const { storefrontRegistry } = await import('@/features/content/registry');
const { SHELL_REGISTRIES } = await import('@/features/shell/shell-registry');

/**
 * The CMS's one `rotatingMessages` component sits in the header band (`TopHeader`, every page) and in
 * the home page's content (`Section1`; the US cart page's `CartSection1` too). Each copy is a carousel
 * region, a landmark: their names must differ, or a screen reader's list of landmarks shows two
 * "Announcements" that cannot be told apart (axe `landmark-unique`).
 */

setupSandboxServer();

async function homePageWithHeaderBand(context: CmsRenderContext) {
  const home = await loadHomePage(context);
  if (!home.ok) throw new Error('no home page in the sandbox');
  const slot = (position: string, registry: CmsRegistry) => <CmsSlot slot={home.page.slots[position]} registry={registry} context={context} />;
  return renderOnServer(
    <>
      <header>{slot('TopHeader', SHELL_REGISTRIES.TopHeader)}</header>
      <main>{slot('Section1', storefrontRegistry)}</main>
    </>,
  );
}

describe('the rotating messages in the header band and in the page’s content', () => {
  it.each([
    { site: 'us', lang: 'en', header: 'Site announcements', content: 'Announcements' },
    { site: 'eu', lang: 'de', header: 'Website-Hinweise', content: 'Hinweise' },
  ] as const)('are regions of different names ($lang)', async ({ site, lang, header, content }) => {
    await homePageWithHeaderBand(cmsRenderContext({ site, lang }));
    const carousels = screen.getAllByRole('region').filter((region) => region.hasAttribute('aria-roledescription'));
    expect(carousels.map((region) => region.getAttribute('aria-label'))).toEqual([header, content]);
    // No other landmark of the page's has either name.
    for (const name of [header, content]) expect(screen.getAllByRole('region', { name })).toHaveLength(1);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('region', { name: header }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('region', { name: content }));
  });
});
