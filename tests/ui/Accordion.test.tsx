import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { Accordion, AccordionItem } from '@/ui';

function FooterNavigation({ allowsMultipleExpanded }: { allowsMultipleExpanded?: boolean }) {
  return (
    <Accordion allowsMultipleExpanded={allowsMultipleExpanded} headingLevel={2}>
      <AccordionItem id="help" title="Help">
        <Link href="/contact-us">Contact us</Link>
      </AccordionItem>
      <AccordionItem id="company" title="Company">
        <Link href="/about">About</Link>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('starts collapsed, with each title a button inside a heading of the given level', () => {
    render(<FooterNavigation />);
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help.closest('h2')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('opens and closes a section from the keyboard, setting aria-expanded', async () => {
    const user = userEvent.setup();
    render(<FooterNavigation />);
    const help = screen.getByRole('button', { name: 'Help' });

    await user.tab();
    expect(help).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Contact us' }));

    await user.keyboard(' ');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('keeps one section open at a time by default', async () => {
    const user = userEvent.setup();
    render(<FooterNavigation />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several sections stay open when allowed', async () => {
    const user = userEvent.setup();
    render(<FooterNavigation allowsMultipleExpanded />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the sections named in defaultExpandedKeys', () => {
    render(
      <Accordion defaultExpandedKeys={['summary']}>
        <AccordionItem id="summary" title="Order summary">
          <p>Subtotal</p>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('button', { name: 'Order summary' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Subtotal')).toBeVisible();
  });

  it('works as a single controlled section outside a group (opened on a shipping error)', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <AccordionItem id="delivery" title="Delivery method" isExpanded={false} onExpandedChange={onExpandedChange}>
        <p>Standard</p>
      </AccordionItem>,
    );
    await user.click(screen.getByRole('button', { name: 'Delivery method' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);

    rerender(
      <AccordionItem id="delivery" title="Delivery method" isExpanded onExpandedChange={onExpandedChange}>
        <p>Standard</p>
      </AccordionItem>,
    );
    expect(screen.getByRole('button', { name: 'Delivery method' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery method' })).toBeInTheDocument();
  });
});
