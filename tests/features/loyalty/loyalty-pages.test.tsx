import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CmsPageModel } from '@/cms/types';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cmsRenderContext } = await import('@/cms/context');
const { summarizeSession } = await import('@/features/auth/session-summary');
const { CmsPageBody } = await import('@/features/content/CmsPageBody');
const { StoreProvider } = await import('@/features/session/StoreProvider');

/**
 * The loyalty programme's CMS pages as the sandbox's CMS lays them out (spec 3 §2): the history page's
 * first content area holds the points history list; the programme's account page has the
 * AccountPageTemplate, whose right slot "shows components only when the user is logged in".
 */

const sandbox = setupSandboxServer();
const context = cmsRenderContext({ site: 'us', lang: 'en' });
const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json(summarizeSession(sandbox.session))));
});

async function cmsPage(label: string): Promise<CmsPageModel> {
  const { contentPageByLabel, loadCmsPage } = await import('@/cms/load');
  const result = await loadCmsPage(context, contentPageByLabel(label));
  if (!result.ok) throw result.error;
  return result.page;
}

function renderPage(page: CmsPageModel) {
  return render(
    <StoreProvider site="us" lang="en">
      <CmsPageBody page={page} context={context} />
    </StoreProvider>,
  );
}

describe('the loyalty history page', () => {
  it('holds the member’s points history in its first content area', async () => {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderPage(await cmsPage('loyalty-history'));
    const table = await screen.findByRole('table', { name: 'Points history' });
    expect(table.closest('[data-cms-slot]')?.getAttribute('data-cms-slot')).toBe('Section1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });
});

describe('the programme’s account page (AccountPageTemplate)', () => {
  it('shows the member’s balance in the right slot once signed in', async () => {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    const { container } = renderPage(await cmsPage('groundbreakers-account'));
    const card = await screen.findByRole('region', { name: 'Your balance' });
    expect(card.closest('[data-cms-slot]')?.getAttribute('data-cms-slot')).toBe('RightContentSlot');
    expect(within(card).getByText(/^[\d,]+ points$/)).toBeInTheDocument();
    expect(within(card).getByText(/points to your next reward$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your points history' })).toHaveAttribute('href', '/loyalty-history');
    expect(container.querySelector('[data-cms-slot="RightContentSlot"]')).not.toBeNull();
  });

  it('says when the balance cannot be loaded, and loads it on request', async () => {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    sandbox.server.use(http.get('*/loyalty/balance', () => HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 503 }), { once: true }));
    renderPage(await cmsPage('groundbreakers-account'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('region', { name: 'Your balance' })).toBeInTheDocument();
  });

  it('shows a guest nothing of the right slot', async () => {
    const { container } = renderPage(await cmsPage('groundbreakers-account'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(container.querySelector('[data-cms-slot="RightContentSlot"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Your balance' })).toBeNull();
  });
});
