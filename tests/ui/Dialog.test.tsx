import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, FormField } from '@/ui';
import { Dialog, returnFocusWhenUsable } from '@/ui/Dialog';

function OrderLookup({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Find my order</Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Order lookup"
        closeLabel="Close"
        width={640}
        maxHeight={554}
        isDismissable={isDismissable}
      >
        {(close) => (
          <>
            <FormField label="Order number" name="orderNumber" />
            <FormField label="Email" type="email" name="email" />
            <Button onPress={close}>Cancel</Button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<OrderLookup />);
  const trigger = screen.getByRole('button', { name: 'Find my order' });
  await user.click(trigger);
  return { user, trigger, dialog: await screen.findByRole('dialog') };
}

describe('Dialog', () => {
  it('is closed until opened', () => {
    render(<OrderLookup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title heading', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Order lookup');
    const heading = within(dialog).getByRole('heading', { name: 'Order lookup' });
    expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('takes the size it is given (order lookup is 640 by 554)', async () => {
    const { dialog } = await openDialog();
    const modal = dialog.parentElement as HTMLElement;
    expect(modal.style.getPropertyValue('--dialog-width')).toBe('640px');
    expect(modal.style.getPropertyValue('--dialog-max-height')).toBe('554px');
  });

  it('moves focus into the dialog and keeps it there', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Walk further than the number of controls: focus wraps around inside the dialog.
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back once the dialog has unmounted (react-aria restores it on the next frame).
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const { user, dialog, trigger } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lets its content close it', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the backdrop is clicked', async () => {
    const { user, dialog } = await openDialog();
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape and backdrop clicks when not dismissable', async () => {
    const user = userEvent.setup();
    render(<OrderLookup isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    const dialog = await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and releases it on close', async () => {
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    const { trigger } = await openDialog();
    expect(trigger.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
  });
});

describe('returnFocusWhenUsable', () => {
  it('puts focus on the page’s main content when the dialog opened with the page (no opener)', async () => {
    render(
      <main tabIndex={-1}>
        <h1>Home</h1>
      </main>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocusWhenUsable(document.body);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('gives focus back to the opener while it is there', async () => {
    render(
      <main tabIndex={-1}>
        <button type="button">Sign in</button>
      </main>,
    );
    returnFocusWhenUsable(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' })));
  });
});
