import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useGlobalMessages } from '@/features/global-messages';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver } from './listing-fixtures';
import { renderMenListing } from './render-listing';

/** The filters dialog whose library cannot load (the shopper went offline after the page loaded). */

vi.mock('@/ui/Dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const sandbox = setupSandboxServer();

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

it('closes with a message instead of loading for ever', { timeout: 30_000 }, async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderMenListing(sandbox);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Filter & sort/ })));
  await waitFor(() => expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'loadFailed' })]));
  expect(screen.queryByTestId('dialog-pending')).toBeNull();
  expect(screen.getByRole('button', { name: /^Filter & sort/ })).toBeEnabled();
});
