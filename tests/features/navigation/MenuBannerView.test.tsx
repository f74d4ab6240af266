import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuBannerView } from '@/features/navigation/MenuBannerView';
import type { MenuBanner } from '@/features/navigation/navigation-tree';

/** A menu group's image banner is a link with a name, whether or not the CMS gives alt text (WCAG 2.4.4, 4.1.2). */

const image = { src: 'https://images.example.com/is/image/brand/menu_men?wid=320', sizes: '320px' };
const banner = (alt: string, href: string | undefined = '/c/men-outerwear'): MenuBanner => ({ kind: 'image', image, alt, href });

describe('MenuBannerView', () => {
  it('names the link by the caption the CMS alt text gives, the picture decorative', () => {
    const { container } = render(<MenuBannerView banner={banner('Detroit Duck Jacket')} label="Outerwear" />);
    expect(screen.getByRole('link', { name: 'Detroit Duck Jacket' })).toHaveAttribute('href', '/c/men-outerwear');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('names the link by the group title when the CMS gives no alt text', () => {
    render(<MenuBannerView banner={banner('')} label="Outerwear" />);
    const link = screen.getByRole('link', { name: 'Outerwear' });
    expect(link).toHaveAttribute('href', '/c/men-outerwear');
    expect(screen.getByRole('img', { name: 'Outerwear' })).toBeInTheDocument();
  });

  it('never draws a link without a name', () => {
    const { container } = render(<MenuBannerView banner={banner('  ')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    for (const link of container.querySelectorAll('a')) expect(link.textContent?.trim() || link.getAttribute('aria-label')).toBeTruthy();
  });
});
