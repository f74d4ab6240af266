import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FooterAccordion } from '@/features/shell/footer/FooterAccordion';
import { footerSections } from '@/features/shell/footer/FooterNavigation';

/** Spec 1 §2.2: "The footer navigation collapses into accordions on mobile" (below sm, 768 px). */

const link = (id: string, label: string, href: string, newTab = false) => ({ id, link: { label, href, external: newTab, newTab } });

const SECTIONS = [
  { id: 'help', title: 'Help', links: [link('contact', 'Contact Us', '/contact-us'), link('faq', 'FAQ', '/faq')] },
  { id: 'company', title: 'Company', links: [link('careers', 'Careers', 'https://careers.example.com', true)] },
];

describe('the footer navigation on small screens', () => {
  it('is one accordion section per column, all closed at first', () => {
    render(<FooterAccordion sections={SECTIONS} newTabHint="opens in a new tab" />);
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toContainElement(help);
    expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull();
  });

  it('opens a section on its own and keeps others as they are', async () => {
    const user = userEvent.setup();
    render(<FooterAccordion sections={SECTIONS} newTabHint="opens in a new tab" />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    const careers = screen.getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(careers).getByText(/opens in a new tab/)).toBeInTheDocument();
  });

  it('switches between accordions and columns at 768 px in the style sheet', () => {
    const css = readFileSync(join(process.cwd(), 'src/features/shell/footer/FooterNavigation.module.css'), 'utf8');
    expect(css).toMatch(/@media \(width >= 768px\) \{\s*\.columns \{\s*display: grid;[\s\S]*?\.accordion \{\s*display: none;/);
    expect(css).toMatch(/\.columns \{\s*display: none;/);
  });
});

describe('footer sections', () => {
  it('keep titled groups with links and drop empty ones', () => {
    const sections = footerSections([
      {
        id: 'FooterHelpNode',
        title: 'Help',
        children: [
          { id: 'c', title: 'Contact Us', link: { label: 'Contact Us', href: '/contact-us', external: false, newTab: false }, children: [] },
          { id: 'x', title: 'Broken', children: [] },
        ],
      },
      { id: 'FooterEmptyNode', title: 'Empty', children: [] },
    ]);
    expect(sections).toEqual([{ id: 'FooterHelpNode', title: 'Help', links: [{ id: 'c', link: expect.objectContaining({ href: '/contact-us' }) }] }]);
  });
});
