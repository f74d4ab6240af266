import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MenuLink } from '@/features/navigation/MenuLink';
import { footerSections } from '@/features/shell/footer/FooterNavigation';
import { FooterSection } from '@/features/shell/footer/FooterSection';

/** Spec 1 §2.2: "The footer navigation collapses into accordions on mobile" (below sm, 768 px). */

const link = (id: string, label: string, href: string, newTab = false) => ({ id, link: { label, href, external: newTab, newTab } });

const SECTIONS = [
  { id: 'help', title: 'Help', links: [link('contact', 'Contact Us', '/contact-us'), link('faq', 'FAQ', '/faq')] },
  { id: 'company', title: 'Company', links: [link('careers', 'Careers', 'https://careers.example.com', true)] },
];

/** The columns as the footer renders them: each a section with its links, rendered once. */
function FooterColumns() {
  return (
    <>
      {SECTIONS.map((section) => (
        <FooterSection key={section.id} title={section.title}>
          <ul>
            {section.links.map(({ id, link }) => (
              <li key={id}>
                <MenuLink link={link} newTabHint="opens in a new tab" />
              </li>
            ))}
          </ul>
        </FooterSection>
      ))}
    </>
  );
}

describe('the footer navigation on small screens', () => {
  it('is one accordion section per column, all closed at first, each link in the page once', () => {
    const { container } = render(<FooterColumns />);
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help.closest('h2')).not.toBeNull();
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toHaveAttribute('data-open');
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(container.querySelectorAll('a[href="/contact-us"]')).toHaveLength(1);
    // The column title names the section for larger screens.
    expect(screen.getByRole('region', { name: 'Help' })).toContainElement(panel);
  });

  it('opens a section on its own and keeps others as they are', async () => {
    const user = userEvent.setup();
    render(<FooterColumns />);
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(help.getAttribute('aria-controls') ?? '')).toHaveAttribute('data-open');
    const company = screen.getByRole('button', { name: 'Company' });
    await user.click(company);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveAttribute('aria-expanded', 'true');
    const careers = screen.getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(careers).getByText(/opens in a new tab/)).toBeInTheDocument();
  });

  it('switches between accordions and columns at 768 px in the style sheet', () => {
    const css = readFileSync(join(process.cwd(), 'src/features/shell/footer/FooterNavigation.module.css'), 'utf8');
    expect(css).toMatch(/\.panel:not\(\[data-open\]\) \{\s*display: none;/);
    expect(css).toMatch(/@media \(width >= 768px\) \{\s*\.columns \{\s*display: grid;[\s\S]*?\.toggleHeading \{\s*display: none;[\s\S]*?display: block;/);
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
