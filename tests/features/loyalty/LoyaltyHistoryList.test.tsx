import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { summarizeSession } from '@/features/auth/session-summary';
import { setSessionHint } from '../support/session-hint';
import { LoyaltyHistoryList } from '@/features/loyalty/LoyaltyHistoryList';
import { setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';

/**
 * The loyalty history page's list (spec 3 §2: "the list shows only when there are activities"), read
 * from the sandbox's loyalty provider through the commerce proxy, as a signed-in member's browser does.
 */

const sandbox = setupSandboxServer();
const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };
const SAM = { uid: 'sam.rivera@example.com', password: 'Workwear#2026' };

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const sessionSummaryCalls = vi.fn();
beforeEach(() => {
  sessionSummaryCalls.mockReset();
  sandbox.server.use(
    http.get('*/api/session', () => {
      sessionSummaryCalls();
      return HttpResponse.json(summarizeSession(sandbox.session));
    }),
  );
});

describe('the loyalty history list', () => {
  it('lists a member’s activities and redemptions, newest first, ten at most, the last five on wide screens only', async () => {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    const table = await screen.findByRole('table', { name: 'Points history' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Activity', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
    // Newest first: the dates, read back, never rise.
    const dates = cells.map(([date]) => {
      const [month, day, year] = (date ?? '').split('/').map(Number);
      return new Date(year ?? 0, (month ?? 1) - 1, day).getTime();
    });
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const [date] of cells) expect(date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    // A redemption takes points away; a purchase adds them.
    expect(cells).toContainEqual([expect.any(String), '$20 reward redeemed', '-500']);
    expect(cells.some(([, name, points]) => name?.startsWith('Purchase, order') && points?.startsWith('+'))).toBe(true);
    expect(rows.slice(0, 5).every((row) => row.className === '')).toBe(true);
    expect(rows.slice(5).every((row) => /desktopOnly/.test(row.className))).toBe(true);
  });

  it('shows a member with a single activity that one line', async () => {
    await sandbox.signIn(SAM.uid, SAM.password);
    renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    const table = await screen.findByRole('table', { name: 'Points history' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Welcome to the programme']);
  });

  it('shows nothing when there are no activities', async () => {
    await sandbox.signIn(SAM.uid, SAM.password);
    sandbox.server.use(http.get('*/loyalty/activities', () => HttpResponse.json({ activities: [], redemptions: [] })));
    const { container } = renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    await waitFor(() => expect(sessionSummaryCalls).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks nothing for a guest and shows nothing', async () => {
    const { container } = renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionSummaryCalls).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('asks nothing for a guest with a cart either', async () => {
    setSessionHint(true);
    const { container } = renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionSummaryCalls).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('is not offered on EMEA sites', async () => {
    await sandbox.signIn(SAM.uid, SAM.password);
    const { container } = renderIsland(<LoyaltyHistoryList />, { site: 'eu', lang: 'de', namespaces: ['account'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionSummaryCalls).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the history cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    await sandbox.signIn(ALEX.uid, ALEX.password);
    sandbox.server.use(http.get('*/loyalty/activities', () => HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 500 }), { once: true }));
    renderIsland(<LoyaltyHistoryList />, { namespaces: ['account'] });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Your points history could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Points history' })).toBeInTheDocument();
  });
});
