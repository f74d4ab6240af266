import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_LOADING_MARGIN_PX } from '@/features/catalog/listing-constants';
import { CAROUSEL_API_PATH, carouselPath } from '@/features/content/carousel-types';
import { CAROUSEL_NEAR_MARGIN, CarouselWhenNear } from '@/features/content/components/CarouselWhenNear';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver, observers, scrollToEnd } from '../catalog/listing-fixtures';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { handleCarousel } = await import('@/features/content/carousel-api');

/**
 * A carousel the server left as a placeholder loads its cards and code when its place comes near the
 * screen (the not-found content every page carries: Performance issue, product page HTML budget).
 */

const sandbox = setupSandboxServer();
const requested: string[] = [];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  requested.length = 0;
  sandbox.server.use(
    http.get(`*${CAROUSEL_API_PATH}/:site/:lang/:uid`, ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      return handleCarousel(request, { site: String(params.site), lang: String(params.lang), uid: String(params.uid) });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

const source = (uid: string) => carouselPath({ site: 'us', lang: 'en', country: 'US' }, uid);

describe('CarouselWhenNear', () => {
  it('comes near at the deferred loading margin, 50 px (spec 1 §9, spec 3 §9)', () => {
    render(<CarouselWhenNear source={source('HomepageBestSellersCarousel')} />);
    expect(DEFERRED_LOADING_MARGIN_PX).toBe(50);
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual(['50px 0px']);
  });

  it('draws a placeholder and asks for nothing until its place comes near', async () => {
    const { container } = render(<CarouselWhenNear source={source('HomepageBestSellersCarousel')} />);
    expect(container.querySelector('[data-carousel-place]')).not.toBeNull();
    expect(container.textContent).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested).toEqual([]);
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual([CAROUSEL_NEAR_MARGIN]);
  });

  it('then draws the carousel: a titled region of product links with its scroll buttons', async () => {
    render(<CarouselWhenNear source={source('HomepageBestSellersCarousel')} />);
    act(() => scrollToEnd(CAROUSEL_NEAR_MARGIN));
    const carousel = await screen.findByRole('region', { name: 'Best sellers' });
    expect(within(carousel).getByRole('heading', { level: 2, name: 'Best sellers' })).toBeInTheDocument();
    const links = within(carousel).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/product\//));
    expect(within(carousel).getByRole('button', { name: 'Scroll forward' })).toBeInTheDocument();
    expect(requested).toEqual(['/api/carousel/us/en/HomepageBestSellersCarousel']);
    expect(observers).toHaveLength(0);
  });

  it('leaves no trace when the carousel has nothing to show or cannot be loaded', async () => {
    const empty = (container: HTMLElement) => container.querySelector('[data-carousel-place], section') === null && container.textContent === '';
    const { container } = render(<CarouselWhenNear source={source('NoSuchComponent')} />);
    act(() => scrollToEnd(CAROUSEL_NEAR_MARGIN));
    await waitFor(() => expect(empty(container)).toBe(true));
    expect(requested).toEqual(['/api/carousel/us/en/NoSuchComponent']);

    sandbox.server.use(http.get(`*${CAROUSEL_API_PATH}/:site/:lang/:uid`, () => new Response('down', { status: 502 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = render(<CarouselWhenNear source={source('HomepageBestSellersCarousel')} />);
    act(() => scrollToEnd(CAROUSEL_NEAR_MARGIN));
    await waitFor(() => expect(empty(failed.container)).toBe(true));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
