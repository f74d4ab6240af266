import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IslandOnFirstUse, PENDING_ATTRIBUTE } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';

/**
 * A form the server draws and an island takes over on first use (the newsletter sign-up, the site
 * selector, the search box): sent before the island's code is here, it is sent by the island; when
 * that code cannot come (offline, or a release since the page loaded removed it), the form goes as
 * the server drew it, to the route that answers it without scripts, rather than nowhere.
 */

function drawnForm(load: () => Promise<{ Island: () => ReactNode }>) {
  const code = onFirstUse(load);
  return render(
    <IslandOnFirstUse code={code} island={(loaded) => <loaded.Island />}>
      <form action="/newsletter" method="post" aria-label="Newsletter">
        <input name="email" aria-label="E-mail" defaultValue="ana@example.com" />
        <button type="submit">Sign up</button>
      </form>
    </IslandOnFirstUse>,
  );
}

describe('a server-drawn form sent before its island is here', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => {
    submit.mockRestore();
  });

  it('is sent as drawn when the island\'s code cannot be loaded', async () => {
    drawnForm(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('is left to the island when its code comes', async () => {
    drawnForm(() => Promise.resolve({ Island: () => <p>Island</p> }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Island')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('a server-drawn control pressed before its island is here', () => {
  function drawnMenuButton(load: () => Promise<{ Island: () => ReactNode }>) {
    return render(
      <IslandOnFirstUse code={onFirstUse(load)} island={(loaded) => <loaded.Island />}>
        <button type="button">Menu</button>
      </IslandOnFirstUse>,
    );
  }

  it('shows the press was taken until the island takes over', async () => {
    let arrive = (_module: { Island: () => ReactNode }) => undefined as void;
    drawnMenuButton(() => new Promise((resolve) => (arrive = resolve)));
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
    fireEvent.click(button);
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);
    await act(async () => arrive({ Island: () => <button type="button">Menu (island)</button> }));
    expect(screen.getByRole('button', { name: 'Menu (island)' })).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('ends that sign when the island cannot come', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    drawnMenuButton(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });
});

describe('controls reached for before the island is here', () => {
  it('are told to the part, each as it is reached, until the island takes over', async () => {
    const reached = vi.fn();
    let arrive = (_module: { Island: () => ReactNode }) => undefined as void;
    render(
      <IslandOnFirstUse code={onFirstUse(() => new Promise<{ Island: () => ReactNode }>((resolve) => (arrive = resolve)))} island={(loaded) => <loaded.Island />} onReach={reached}>
        <button type="button">Filters</button>
        <button type="button">Sort</button>
      </IslandOnFirstUse>,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Filters' }));
    act(() => screen.getByRole('button', { name: 'Sort' }).focus());
    expect(reached.mock.calls.map(([control]) => (control as Element).textContent)).toEqual(['Filters', 'Sort']);

    await act(async () => arrive({ Island: () => <button type="button">Island</button> }));
    reached.mockClear();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Island' }));
    expect(reached).not.toHaveBeenCalled();
  });
});
