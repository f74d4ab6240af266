import { describe, expect, it } from 'vitest';
import { SITE_PREFERENCE_COOKIE } from '@/site/context';
import { canonicalAccountPath, decideProxyAction, type ProxyRequest } from '@/site/proxy-rules';

const ORIGIN = 'http://shop.test';

function decide(pathAndQuery: string, overrides: Partial<ProxyRequest> = {}) {
  const url = new URL(pathAndQuery, ORIGIN);
  return decideProxyAction({
    pathname: url.pathname,
    search: url.search,
    signedIn: false,
    cookies: {},
    origin: ORIGIN,
    ...overrides,
  });
}

function location(pathAndQuery: string, overrides: Partial<ProxyRequest> = {}) {
  const decision = decide(pathAndQuery, overrides);
  if (decision.kind !== 'redirect') throw new Error(`expected a redirect, got ${decision.kind}`);
  return decodeURIComponent(decision.location);
}

describe('site rewrite (ARCHITECTURE §1)', () => {
  it('rewrites unprefixed paths to the US site in English', () => {
    expect(decide('/c/men?sort=price')).toMatchObject({ kind: 'rewrite', path: '/us/en/c/men?sort=price' });
    expect(decide('/')).toMatchObject({ kind: 'rewrite', path: '/us/en' });
  });

  it('passes EMEA paths through', () => {
    expect(decide('/uk/en-gb/about-us')).toMatchObject({ kind: 'next' });
  });

  it('sends the internal US prefix to the one public URL', () => {
    expect(decide('/us/en/cart?x=1')).toMatchObject({ kind: 'redirect', location: '/cart?x=1', permanent: true });
    expect(decide('/us/en')).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('sends a path that is not valid percent-encoding to the address its stray % meant, keeping the query', () => {
    expect(decide('/c/100%?sort=price')).toMatchObject({ kind: 'redirect', location: '/c/100%25?sort=price', permanent: true });
    expect(decide('/uk/en-gb/c/%E0%A4%A')).toMatchObject({ kind: 'redirect', location: '/uk/en-gb/c/%25E0%25A4%25A' });
    // Once there, the path takes the usual way.
    expect(decide('/c/100%25')).toMatchObject({ kind: 'rewrite', path: '/us/en/c/100%25' });
  });

  it('sends a bare site prefix to its default language', () => {
    expect(location('/eu')).toBe('/eu/en');
    expect(location('/uk/')).toBe('/uk/en-gb');
  });

  it('lets an invalid site/language pair reach the layout (a 404), never redirecting', () => {
    expect(decide('/uk/de')).toMatchObject({ kind: 'rewrite', path: '/uk/de' });
    expect(decide('/eu/zz/about-us')).toMatchObject({ kind: 'rewrite', path: '/eu/zz/about-us' });
  });

  it('serves English on the EU site as en-gb once the EU-visited flag is set (spec 1 §1)', () => {
    expect(decide('/eu/en/about-us', { cookies: { 'eu-visited': '1' } })).toMatchObject({
      kind: 'rewrite',
      path: '/eu/en-gb/about-us',
      cookies: [],
    });
    expect(decide('/eu/de', { cookies: { 'eu-visited': '1' } })).toMatchObject({ kind: 'next' });
  });

  it('gives the EU site’s en-gb no address of its own: /eu/en-gb/... is /eu/en/...', () => {
    expect(decide('/eu/en-gb/c/men?sort=price-asc')).toMatchObject({ kind: 'redirect', location: '/eu/en/c/men?sort=price-asc', permanent: true });
    expect(decide('/eu/en-gb', { cookies: { 'eu-visited': '1' } })).toMatchObject({ kind: 'redirect', location: '/eu/en', permanent: true });
    expect(decide('/uk/en-gb/about-us')).toMatchObject({ kind: 'next' });
  });

  it('sets the EU-visited flag on the first EU visit, and only then', () => {
    expect(decide('/eu/en').cookies).toEqual([{ name: 'eu-visited', value: '1', maxAgeSeconds: 31536000 }]);
    expect(decide('/uk/en-gb').cookies).toEqual([]);
  });

  it('takes a visitor back to the site they chose when they land on /', () => {
    expect(location('/', { cookies: { 'site-preference': 'eu/de' } })).toBe('/eu/de');
    expect(decide('/', { cookies: { 'site-preference': 'us/en' } })).toMatchObject({ kind: 'rewrite' });
    expect(decide('/', { cookies: { 'site-preference': 'zz/zz' } })).toMatchObject({ kind: 'rewrite' });
    expect(decide('/about-us', { cookies: { 'site-preference': 'eu/de' } })).toMatchObject({ kind: 'rewrite' });
  });
});

describe('checkout aliases (spec 2 §2)', () => {
  it.each([
    ['/checkout/shipping-address', '/checkout/multistep/shipping-address'],
    ['/checkout/payment-details', '/checkout/multistep/payment-details'],
    ['/checkout/review-order', '/checkout/multistep/review-order'],
    ['/multiStepCheckoutSummary', '/checkout/multistep/shipping-address'],
    ['/multiStepCheckoutBilling', '/checkout/multistep/payment-details'],
    ['/multiStepCheckoutReview', '/checkout/multistep/review-order'],
    ['/eu/nl/checkout/payment-details', '/eu/nl/checkout/multistep/payment-details'],
  ])('redirects %s to %s', (from, to) => {
    expect(location(from)).toBe(to);
  });
});

describe('account paths (spec 3 §2)', () => {
  const signedIn = { signedIn: true };

  it('mirrors my-account/... to account/...', () => {
    expect(location('/my-account/orders', signedIn)).toBe('/account/orders');
    expect(location('/my-account/order/00012', signedIn)).toBe('/account/order/00012');
    expect(location('/uk/en-gb/my-account/profile', signedIn)).toBe('/uk/en-gb/account/profile');
  });

  it('sends an unknown account path to orders', () => {
    expect(location('/account/unknown', signedIn)).toBe('/account/orders');
    expect(location('/account', signedIn)).toBe('/account/orders');
    expect(location('/account/orders/extra', signedIn)).toBe('/account/orders');
    expect(canonicalAccountPath(['wallet'])).toBe('/account/wallet');
  });

  it('renders known account pages for a signed-in customer', () => {
    expect(decide('/account/wallet', signedIn)).toMatchObject({ kind: 'rewrite', path: '/us/en/account/wallet' });
  });

  it('sends an anonymous visitor home with the login dialog and the original URL to return to', () => {
    expect(location('/account/orders?page=2')).toBe('/?dialog=login&returnUrl=/account/orders?page=2');
    expect(location('/eu/de/my-account/wallet')).toBe('/eu/de?dialog=login&returnUrl=/eu/de/account/wallet');
  });

  it('lets a Server Action posted from an account page run after the session ended, so it can answer "session expired"', () => {
    expect(decide('/account/profile', { serverAction: true })).toMatchObject({ kind: 'rewrite', path: '/us/en/account/profile', clientOnly: true });
    expect(decide('/eu/de/account/address', { serverAction: true })).toMatchObject({ kind: 'next', clientOnly: true });
  });
});

describe('Server Actions', () => {
  it('run where they were posted: no route-map redirect sends them to a page that cannot run them', () => {
    const remembered = { cookies: { [SITE_PREFERENCE_COOKIE]: 'uk/en-gb' } };
    expect(location('/', remembered)).toBe('/uk/en-gb');
    expect(decide('/', { ...remembered, serverAction: true })).toMatchObject({ kind: 'rewrite', path: '/us/en' });
    expect(decide('/login/pw/change', { serverAction: true })).toMatchObject({ kind: 'rewrite', path: '/us/en/login/pw/change' });
  });
});

describe('login paths (spec 1 §2.1)', () => {
  it('opens the login dialog on the current page, keeping the query', () => {
    expect(location('/login?returnUrl=/account/orders', { referer: `${ORIGIN}/c/men?sort=price` })).toBe(
      '/c/men?sort=price&returnUrl=/account/orders&dialog=login',
    );
  });

  it('opens the login dialog at home when there is no current page of this site', () => {
    expect(location('/login')).toBe('/?dialog=login');
    expect(location('/login', { referer: 'https://evil.example/x' })).toBe('/?dialog=login');
    expect(location('/uk/en-gb/login', { referer: `${ORIGIN}/eu/de/cart` })).toBe('/uk/en-gb?dialog=login');
  });

  it('never keeps a foreign return URL', () => {
    expect(location('/login?returnUrl=//evil.example')).toBe('/?dialog=login');
  });

  it('just returns a signed-in customer to the current page', () => {
    expect(location('/login', { signedIn: true, referer: `${ORIGIN}/cart` })).toBe('/cart');
  });

  it('sends any other page with /login in its path home with the dialog', () => {
    expect(location('/foo/login')).toBe('/?dialog=login');
    expect(location('/eu/fr/login/other')).toBe('/eu/fr?dialog=login');
    expect(location('/foo/login', { signedIn: true })).toBe('/');
  });

  it('keeps a search, category or product whose text or code is "login" on its page (they are not page ids)', () => {
    expect(decide('/c/login')).toMatchObject({ kind: 'rewrite', path: '/us/en/c/login' });
    expect(decide('/eu/de/c/login')).toMatchObject({ kind: 'next' });
    expect(decide('/p/login')).toMatchObject({ kind: 'rewrite', path: '/us/en/p/login' });
    expect(decide('/product/login/login')).toMatchObject({ kind: 'rewrite' });
    expect(decide('/c/login', { signedIn: true })).toMatchObject({ kind: 'rewrite', path: '/us/en/c/login' });
  });

  it('does not treat login-like words as the login path', () => {
    expect(decide('/login-help')).toMatchObject({ kind: 'rewrite' });
  });
});

describe('password change link (spec 1 §2.1)', () => {
  it('needs non-empty apiKey and pwrt, otherwise goes home', () => {
    expect(location('/login/pw/change')).toBe('/');
    expect(location('/login/pw/change?apiKey=&pwrt=x')).toBe('/');
    expect(location('/eu/de/login/pw/change?apiKey=k')).toBe('/eu/de');
  });

  it('renders the form for an anonymous visitor', () => {
    expect(decide('/login/pw/change?apiKey=k&pwrt=t')).toMatchObject({
      kind: 'rewrite',
      path: '/us/en/login/pw/change?apiKey=k&pwrt=t',
    });
  });

  it('signs a signed-in user out first, then comes back', () => {
    expect(location('/login/pw/change?apiKey=k&pwrt=t', { signedIn: true })).toBe(
      '/logout?returnUrl=/login/pw/change?apiKey=k&pwrt=t',
    );
  });
});

describe('other route-map redirects', () => {
  it('opens the order lookup dialog at home', () => {
    expect(location('/order-lookup')).toBe('/?dialog=order-lookup');
    expect(location('/uk/en-gb/order-lookup')).toBe('/uk/en-gb?dialog=order-lookup');
  });

  it('sends the search form’s query (before its script runs) to the results route c/{query}', () => {
    expect(decide('/search?q=+duck+jacket+')).toMatchObject({ kind: 'redirect', location: '/c/duck%20jacket', permanent: false });
    expect(decide('/eu/de/search?q=Jacke%2FHose%20100%25')).toMatchObject({ kind: 'redirect', location: '/eu/de/c/Jacke%2FHose%20100%25' });
    // Nothing to search for: home, never an empty results page.
    expect(location('/search?q=%20%20')).toBe('/');
    expect(location('/uk/en-gb/search')).toBe('/uk/en-gb');
  });

  it('sends notFound and pageError to the not-found and error pages', () => {
    expect(location('/notFound')).toBe('/not-found');
    expect(location('/eu/it/pageError')).toBe('/eu/it/error');
  });

  it('sends a visitor without a cart from the cart page home at once (spec 1 §2.1: an empty cart goes home)', () => {
    expect(location('/cart')).toBe('/');
    expect(location('/eu/de/cart')).toBe('/eu/de');
    expect(location('/uk/en-gb/cart?utm_source=mail')).toBe('/uk/en-gb?utm_source=mail');
    // A session or the hint may hold a cart: the page itself looks.
    expect(decide('/cart', { cookies: { ws_cart: '1' } }).kind).not.toBe('redirect');
    expect(decide('/cart', { cookies: { ws_session: 'sealed' } }).kind).not.toBe('redirect');
  });

  it('hands logout to the sign-out handler', () => {
    expect(decide('/logout')).toMatchObject({ kind: 'rewrite', path: '/us/en/logout' });
  });
});

describe('client-only marking (spec 1 §2.1)', () => {
  it.each(['/checkout', '/checkout/multistep/payment-details', '/account/orders', '/my-account', '/punchout/x', '/opf/x', '/cx-preview', '/eu/de/checkout'])(
    'marks %s',
    (path) => {
      expect(decide(path, { signedIn: true }).clientOnly).toBe(true);
    },
  );

  it('marks any page with an asm parameter', () => {
    expect(decide('/c/men?asm=true').clientOnly).toBe(true);
  });

  it('leaves browse pages cacheable', () => {
    expect(decide('/c/men').clientOnly).toBe(false);
    expect(decide('/').clientOnly).toBe(false);
    expect(decide('/about-us').clientOnly).toBe(false);
  });

  it('recognises the preview route', () => {
    expect(decide('/cx-preview?cmsTicketId=1').preview).toBe(true);
    expect(decide('/about-us').preview).toBe(false);
  });
});

describe('Canada (ARCHITECTURE §1: CAD for CA)', () => {
  it('marks the pages a cookie chose over the URL, which shared caches must not keep for the URL', () => {
    // US URLs: the `country` cookie picks CAD pages; EU English: `eu-visited` picks en-gb.
    expect(decide('/c/men', { cookies: { country: 'CA' } }).chosenByCookie).toBe(true);
    expect(decide('/eu/en/c/men', { cookies: { 'eu-visited': '1' } }).chosenByCookie).toBe(true);
    // What the URL alone gives, whatever else the cookies say.
    expect(decide('/c/men').chosenByCookie).toBe(false);
    expect(decide('/c/men', { cookies: { country: 'US' } }).chosenByCookie).toBe(false);
    expect(decide('/eu/de/c/men', { cookies: { 'eu-visited': '1' } }).chosenByCookie).toBe(false);
    expect(decide('/uk/en-gb/c/men', { cookies: { country: 'CA' } }).chosenByCookie).toBe(false);
  });

  it('routes a visitor whose stored country is CA to the internal Canadian pages', () => {
    expect(decide('/c/men', { cookies: { country: 'CA' } })).toMatchObject({ kind: 'rewrite', path: '/ca/en/c/men' });
    expect(decide('/', { cookies: { country: 'ca' } })).toMatchObject({ kind: 'rewrite', path: '/ca/en' });
  });

  it('keeps everyone else on the US pages, and Canada off the EMEA sites', () => {
    expect(decide('/c/men', { cookies: { country: 'US' } })).toMatchObject({ path: '/us/en/c/men' });
    expect(decide('/uk/en-gb/about-us', { cookies: { country: 'CA' } })).toMatchObject({ kind: 'next' });
  });

  it('never serves the internal key as a public URL', () => {
    expect(decide('/ca/en/c/men')).toMatchObject({ kind: 'rewrite', path: '/us/en/ca/en/c/men' });
  });
});

describe('the cart hint for sessions sealed before it existed', () => {
  it('is set once for a visitor with a session and no hint, and left alone otherwise', () => {
    expect(decide('/', { cookies: { ws_session: 'sealed' } }).cookies).toContainEqual(
      expect.objectContaining({ name: 'ws_cart', value: '1' }),
    );
    expect(decide('/', { cookies: { ws_session: 'sealed', ws_cart: '1' } }).cookies).toEqual([]);
    expect(decide('/', { cookies: {} }).cookies).toEqual([]);
  });
});
