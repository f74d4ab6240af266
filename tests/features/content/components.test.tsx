import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cmsRenderContext } = await import('@/cms/context');
const { loadCmsComponentsInOrder } = await import('@/cms/load');
const { storefrontRegistry } = await import('@/features/content/registry');
const { TextBanner, SimpleBanner, ResponsiveBanner } = await import('@/features/content/components/CmsBanners');
const { CmsParagraph } = await import('@/features/content/components/CmsParagraph');
const { CmsLinkList } = await import('@/features/content/components/CmsLinks');
const { ProductCarousel } = await import('@/features/content/components/ProductCarousel');
const { RotatingMessages } = await import('@/features/content/components/RotatingMessages');

/** CMS components rendered from the sandbox's content (issue "CMS-driven pages", part 2). */

setupSandboxServer();
const us = cmsRenderContext({ site: 'us', lang: 'en' });
const uk = cmsRenderContext({ site: 'uk', lang: 'en-gb' });
const de = cmsRenderContext({ site: 'eu', lang: 'de' });

async function component(context: typeof us, uid: string) {
  const [found] = await loadCmsComponentsInOrder(context, [uid]);
  if (!found) throw new Error(`no ${uid}`);
  return found;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('banners', () => {
  it('shows the hero banner headline, text and call to action in the page language, linked under the site prefix', async () => {
    const { container } = render(
      <TextBanner component={await component(de, 'HomepageHeroBanner')} context={de} registry={storefrontRegistry} position="Section1" />,
    );
    // The first section's banner is the home page's largest paint: fetched at once, first.
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2, name: 'Gemacht für die kalte Schicht' })).toBeInTheDocument();
    const cta = screen.getByRole('link');
    expect(cta).toHaveAttribute('href', '/eu/de/c/men-outerwear');
  });

  it('opens a banner the CMS marks external in a new tab, without giving it this page, and says so', async () => {
    const hero = await component(us, 'HomepageHeroBanner');
    for (const external of ['true', true]) {
      const { unmount } = render(
        <TextBanner component={{ ...hero, urlLink: 'https://donate.example.org/', external }} context={us} registry={storefrontRegistry} />,
      );
      const link = screen.getByRole('link', { name: /\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      unmount();
    }
  });

  it('renders a tile with art-directed images from the image server', async () => {
    const { container } = render(
      <ResponsiveBanner component={await component(uk, 'HomepageTileMen')} context={uk} registry={storefrontRegistry} />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/uk/en-gb/c/men');
    expect(container.querySelectorAll('picture source').length).toBeGreaterThan(0);
    expect(container.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('/is/image/brand/tile_men'));
  });

  it('loads a listing page\'s banner tile at once with high priority, and other tiles when they near the screen', async () => {
    const tile = await component(uk, 'HomepageTileMen');
    const { container, unmount } = render(
      <ResponsiveBanner component={tile} context={uk} registry={storefrontRegistry} position="CategoryBanner" />,
    );
    expect(container.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    unmount();
    const other = render(<ResponsiveBanner component={tile} context={uk} registry={storefrontRegistry} position="Section2A" />);
    expect(other.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('renders a simple banner image with its alternative text', async () => {
    render(<SimpleBanner component={await component(us, 'SiteLogoComponent')} context={us} registry={storefrontRegistry} />);
    expect(screen.getByRole('img', { name: 'Ironbark Workwear' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});

describe('paragraphs', () => {
  it('renders the sanitized editor HTML with its heading', async () => {
    render(<CmsParagraph component={await component(us, 'HomepageStoryParagraph')} context={us} registry={storefrontRegistry} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('strips hostile markup and moves site links under the site prefix', () => {
    const { container } = render(
      <CmsParagraph
        component={{ uid: 'p', typeCode: 'CMSParagraphComponent', content: '<p onclick="x()">See <a href="/c/men">men</a><script>alert(1)</script></p>' }}
        context={uk}
        registry={storefrontRegistry}
      />,
    );
    expect(container.innerHTML).not.toMatch(/onclick|script/);
    expect(screen.getByRole('link', { name: 'men' })).toHaveAttribute('href', '/uk/en-gb/c/men');
  });

  it('keeps the site-wide styles only in header slot 8', async () => {
    const styling = await component(us, 'SiteStylingParagraph');
    const inSlot8 = render(<CmsParagraph component={styling} context={us} registry={storefrontRegistry} position="HeaderSlot8" />);
    expect(inSlot8.container.querySelector('style')?.textContent).toContain('.promo-strip');
    inSlot8.unmount();
    const elsewhere = render(<CmsParagraph component={styling} context={us} registry={storefrontRegistry} position="Section4" />);
    expect(elsewhere.container.querySelector('style')).toBeNull();
  });
});

describe('rotating messages', () => {
  it('rotates every timeout seconds with the live region off, and stops when paused', async () => {
    const ui = await RotatingMessages({ component: await component(us, 'rotatingMessages'), context: us, registry: storefrontRegistry });
    vi.useFakeTimers();
    render(<>{ui}</>);
    const region = screen.getByRole('region', { name: 'Announcements' });
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.length).toBe(4);
    const visible = () => slides.findIndex((slide) => !slide.hidden);
    expect(visible()).toBe(0);
    const live = slides[0]?.parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');

    act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toBe(1);

    act(() => screen.getByRole('button', { name: 'Pause announcements' }).click());
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20000));
    expect(visible()).toBe(1);

    act(() => screen.getByRole('button', { name: 'Next announcement' }).click());
    expect(visible()).toBe(2);
    // Play starts the rotation though keyboard focus is on the play button, inside the carousel.
    const play = screen.getByRole('button', { name: 'Play announcements' });
    act(() => play.focus());
    act(() => play.click());
    act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toBe(3);
  });

  it('stops when keyboard focus enters it, and starts again only when the visitor presses play (WAI-ARIA carousel)', async () => {
    const ui = await RotatingMessages({ component: await component(us, 'rotatingMessages'), context: us, registry: storefrontRegistry });
    vi.useFakeTimers();
    render(
      <>
        {ui}
        <button type="button">After</button>
      </>,
    );
    const slides = within(screen.getByRole('region', { name: 'Announcements' })).getAllByRole('group', { hidden: true });
    const visible = () => slides.findIndex((slide) => !slide.hidden);
    act(() => screen.getByRole('button', { name: 'Next announcement' }).focus());
    expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(visible()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Play announcements' }).click());
    act(() => vi.advanceTimersByTime(5000));
    expect(visible()).toBe(1);
  });

  it('names the carousel and its slides in the page’s language for screen readers', async () => {
    const eu = cmsRenderContext({ site: 'eu', lang: 'de' });
    const ui = await RotatingMessages({ component: await component(eu, 'rotatingMessages'), context: eu, registry: storefrontRegistry });
    render(<>{ui}</>);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    for (const slide of within(region).getAllByRole('group', { hidden: true })) expect(slide).toHaveAttribute('aria-roledescription', 'Folie');
  });

  it('does not rotate for visitors who prefer reduced motion', async () => {
    const ui = await RotatingMessages({ component: await component(us, 'rotatingMessages'), context: us, registry: storefrontRegistry });
    const matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    vi.useFakeTimers();
    render(<>{ui}</>);
    expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30000));
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.findIndex((slide) => !slide.hidden)).toBe(0);
  });
});

describe('product carousel', () => {
  it('shows product cards with image, name and price, linked to the product page', async () => {
    const ui = await ProductCarousel({ component: await component(de, 'HomepageBestSellersCarousel'), context: de, registry: storefrontRegistry });
    render(<>{ui}</>);
    const region = screen.getByRole('region', { name: 'Bestseller' });
    const cards = within(region).getAllByRole('link');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]).toHaveAttribute('href', expect.stringMatching(/^\/eu\/de\/p\/[a-z0-9-]+\/\d+$/));
    expect(cards[0]).toHaveTextContent(/€/);
    expect(region.querySelector('img')?.getAttribute('src')).toMatch(/^\/_next\/image\?url=/);
  });

  /**
   * The carousel with a list 500 px wide over 2,000 px of cards, its `scrollBy` behaving as a
   * browser's: the list moves and says so, but never past either end (a press there changes nothing).
   */
  async function scrollableCarousel() {
    const ui = await ProductCarousel({ component: await component(us, 'HomepageBestSellersCarousel'), context: us, registry: storefrontRegistry });
    render(<>{ui}</>);
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 500 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 2000 });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      const to = Math.min(Math.max(list.scrollLeft + (options.left ?? 0), 0), 1500);
      if (to === list.scrollLeft) return;
      list.scrollLeft = to;
      list.dispatchEvent(new Event('scroll'));
    });
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    act(() => list.dispatchEvent(new Event('scroll')));
    return {
      list,
      scrollBy,
      back: screen.getByRole('button', { name: 'Scroll back' }),
      forward: screen.getByRole('button', { name: 'Scroll forward' }),
    };
  }

  it('scrolls with the back and forward buttons, marked unavailable at either end', async () => {
    const { list, scrollBy, back, forward } = await scrollableCarousel();
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(forward).not.toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(forward);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 400 }));
    expect(back).not.toHaveAttribute('aria-disabled', 'true');

    list.scrollLeft = 1500;
    act(() => list.dispatchEvent(new Event('scroll')));
    expect(forward).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the keyboard focus on a button pressed to either end, where a further press does nothing (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    const { list, back, forward } = await scrollableCarousel();

    forward.focus();
    // 400, 800, 1,200, then the end at 1,500.
    for (let press = 0; press < 4; press += 1) await user.keyboard('{Enter}');
    expect(list.scrollLeft).toBe(1500);
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(forward);
    // Not `disabled`: a browser drops the focus of a button that becomes disabled to the page's body
    // (jsdom does not, so the focus check above cannot tell on its own).
    expect(forward).not.toHaveAttribute('disabled');
    expect(forward.tabIndex).toBe(0);

    await user.keyboard('{Enter}');
    expect(list.scrollLeft).toBe(1500);
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    expect(back).not.toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(forward);

    back.focus();
    // 1,100, 700, 300, then the start.
    for (let press = 0; press < 4; press += 1) await user.keyboard(' ');
    expect(list.scrollLeft).toBe(0);
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(back);

    await user.keyboard('{Enter}');
    expect(list.scrollLeft).toBe(0);
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(forward).not.toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(back);
  });

  it('leaves out products that cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ui = await ProductCarousel({
      component: { uid: 'c', typeCode: 'ProductCarouselComponent', title: 'Picks', productCodes: '103828 NOPE-1' },
      context: us,
      registry: storefrontRegistry,
    });
    render(<>{ui}</>);
    expect(within(screen.getByRole('region', { name: 'Picks' })).getAllByRole('link')).toHaveLength(1);
  });
});

describe('links and link lists on content pages', () => {
  it('say that a link opens a new tab, in the page’s language', async () => {
    const { CmsLink } = await import('@/features/content/components/CmsLinks');
    const base = await component(us, 'SponsorshipDonationLink');
    const newTab = { ...base, target: 'true', url: 'https://donate.example.org/', external: 'true' };
    render(<>{await CmsLink({ component: newTab, context: de, registry: storefrontRegistry })}</>);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/\(öffnet in einem neuen Tab\)$/);
  });
});

describe('preferred retailers (spec 3 §2)', () => {
  it('is a collapsed section whose retailers run in 4 columns and open in a new tab, said so to screen readers', async () => {
    const partners = await component(uk, 'partnerVendorsNavigationComponent');
    const { container } = render(await CmsLinkList({ component: partners, context: uk, registry: storefrontRegistry }));
    const section = container.querySelector('details');
    expect(section).not.toHaveAttribute('open');
    const heading = within(section?.querySelector('summary') as HTMLElement).getByRole('heading', { level: 2 });
    await userEvent.click(heading);
    expect(section).toHaveAttribute('open');
    const list = within(section as HTMLElement).getByRole('list');
    expect(list.className).toMatch(/columns4/);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAccessibleName(/^Werkkleding Direct\s*\(opens in a new tab\)$/);
  });

  it('lists only retailers with a url and no children of their own', async () => {
    const partners = await component(us, 'partnerVendorsNavigationComponent');
    const node = partners.navigationNode as { children: { children?: unknown[] }[] };
    const withChild = { ...partners, navigationNode: { ...node, children: node.children.map((child, index) => (index === 0 ? { ...child, children: [{ uid: 'x', title: 'Sub', url: '/sub' }] } : child)) } };
    const { container } = render(await CmsLinkList({ component: withChild, context: us, registry: storefrontRegistry }));
    const links = within(container).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(node.children.length - 1);
    expect(links.map((link) => link.textContent)).not.toContain('Northern Farm Supply');
  });
});
