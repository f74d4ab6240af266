import { render, screen } from '@testing-library/react';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';

/** Modules a page loads with their first use (dialogs, the mini cart sheet). */

describe('a module loaded on first use', () => {
  it('loads once, keeps the export, and tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('the module');
    const module = onFirstUse(load);
    expect(module.get()).toBeUndefined();
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toBe('the module');
    await module.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.get()).toBe('the module');
  });

  it('is asked for only when wanted, and is there at the first render once loaded elsewhere', async () => {
    const load = vi.fn(async () => 'loaded');
    const module = onFirstUse(load);
    function Part({ wanted }: { wanted: boolean }) {
      return <p>{useOnFirstUse(module, wanted) ?? 'not yet'}</p>;
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
