import { render, screen } from '@testing-library/react';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';

/** Modules a page loads with their first use (dialogs, the mini cart sheet). */

describe('a part loaded on first use', () => {
  it('loads once, keeps the export, and tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('the part');
    const part = onFirstUse(load);
    expect(part.get()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.get()).toBeUndefined();
    await expect(part.load()).resolves.toBe('the part');
    await part.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.get()).toBe('the part');
  });

  it('is asked for only when wanted, and is there at the first render once loaded elsewhere', async () => {
    const load = vi.fn(async () => 'loaded');
    const part = onFirstUse(load);
    function Part({ wanted }: { wanted: boolean }) {
      return <p>{useOnFirstUse(part, wanted) ?? 'not yet'}</p>;
    }
    const { rerender, unmount } = render(<Part wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Part wanted />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    unmount();

    render(<Part wanted={false} />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
