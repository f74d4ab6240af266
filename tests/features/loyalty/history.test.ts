import { DESKTOP_LINE_COUNT, MOBILE_LINE_COUNT, historyDate, historyLines, shownLines } from '@/features/loyalty/history';

/** Spec 3 §3 "Activities and redemptions are merged into one list", §9 "M/d/yyyy, newest first, first 5 in mobile list, items 5 to 10 in desktop-only list". */

const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime() / 1000;

describe('the loyalty history list', () => {
  it('merges activities and redemptions, newest first, redemptions taking points away', () => {
    const lines = historyLines({
      activities: [
        { date_created: at(2024, 3, 14), name: 'Birthday bonus', num_points: 100 },
        { date_created: at(2025, 9, 12), name: 'Purchase', num_points: 139 },
      ],
      redemptions: [{ date_created: at(2024, 12, 20), name: '$10 reward redeemed', num_points: 250 }],
    });
    expect(lines.map((line) => [line.name, line.points])).toEqual([
      ['Purchase', 139],
      ['$10 reward redeemed', -250],
      ['Birthday bonus', 100],
    ]);
  });

  it('keeps the provider’s order for lines of the same moment', () => {
    const moment = at(2025, 1, 1);
    const lines = historyLines({
      activities: [
        { date_created: moment, name: 'first', num_points: 1 },
        { date_created: moment, name: 'second', num_points: 2 },
      ],
      redemptions: [{ date_created: moment, name: 'third', num_points: 3 }],
    });
    expect(lines.map((line) => line.name)).toEqual(['first', 'second', 'third']);
  });

  it('is empty when the member has no activity', () => {
    expect(historyLines({ activities: [], redemptions: [] })).toEqual([]);
  });

  it('dates a line M/d/yyyy, without leading zeros', () => {
    expect(historyDate(at(2025, 3, 4))).toBe('3/4/2025');
    expect(historyDate(at(2024, 12, 20))).toBe('12/20/2024');
  });

  it('shows ten lines at most; the first five everywhere, the next five on wide screens only', () => {
    const lines = Array.from({ length: 12 }, (_, index) => ({ createdAt: 1_700_000_000 - index, name: `line ${index + 1}`, points: 10 }));
    const shown = shownLines(lines);
    expect(MOBILE_LINE_COUNT).toBe(5);
    expect(DESKTOP_LINE_COUNT).toBe(10);
    expect(shown).toHaveLength(10);
    expect(shown.filter((entry) => !entry.desktopOnly).map((entry) => entry.line.name)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
    expect(shown.filter((entry) => entry.desktopOnly).map((entry) => entry.line.name)).toEqual(['line 6', 'line 7', 'line 8', 'line 9', 'line 10']);
  });
});
