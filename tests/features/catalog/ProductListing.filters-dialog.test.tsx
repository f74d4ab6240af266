import { act, fireEvent, screen } from '@testing-library/react';
import { filtersDialogCode } from '@/features/catalog/filters-dialog-code';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver } from './listing-fixtures';
import { renderMenListing } from './render-listing';

/**
 * The filters dialog (small screens) whose library is already here (loaded when the filters button
 * was reached for): the press draws it at once. A loading view in between would stay at least 300 ms
 * (React's least time for a fallback), longer than the library took.
 */

const sandbox = setupSandboxServer();

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

it('opens in the press’s own commit once its library is here, with no loading view', { timeout: 30_000 }, async () => {
  await filtersDialogCode.load();
  await renderMenListing(sandbox);
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: /^Filter & sort/ }));
  });
  expect(screen.getByRole('dialog', { name: 'Refine results' })).toBeInTheDocument();
  expect(screen.queryByTestId('dialog-pending')).toBeNull();
});
