import sanitizeHtml from 'sanitize-html';
import { mediaUrl } from './media';

/**
 * The one sanitizer for HTML that comes from the CMS (ARCHITECTURE §5): paragraph content, banner
 * text and the site-wide styling HTML of header slot 8 (spec 1 §2.2). Editors write markup; the
 * storefront keeps its structure and removes everything that could run code or load a frame:
 * scripts, event handlers, `javascript:`/`data:`/`vbscript:` URLs, iframes, objects, forms, `<base>`,
 * `<meta>`, `<link>`. A link that opens a new tab gets `rel="noopener noreferrer"`.
 *
 * Style tags are allowed only where the caller says so (header slot 8); their CSS loses `@import`,
 * `expression(...)`, `behavior`/`-moz-binding` and `url(...)` with any scheme other than http(s),
 * including when hidden behind comments or CSS escapes.
 *
 * Media the CMS gives as backend paths (`<img src="/medias/...">`, `srcset` candidates, CSS
 * `url(/medias/...)`) are made absolute by the media rule (`mediaUrl`): the storefront has no such
 * routes, so a relative one would ask the storefront and get a 404.
 *
 * Synchronous; server only by default, since the media rule reads the configuration.
 */

export interface CmsHtmlOptions {
  /** Keep `<style>` elements (their CSS cleaned). Only for the site-wide styling slot. */
  allowStyleTags?: boolean;
  /**
   * Rewrites each link's `href` after the scheme check (e.g. site-relative CMS paths to the page's
   * site prefix); `undefined` removes the `href`.
   */
  rewriteHref?: (href: string) => string | undefined;
  /**
   * The absolute URL of an image or CSS `url(...)`, `undefined` to drop it; defaults to the media
   * rule (`mediaUrl`). Its result must be an http(s) URL.
   */
  resolveMediaUrl?: MediaResolver;
}

export type MediaResolver = (pathOrUrl: string) => string | undefined;

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'button', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del',
  'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr',
  'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'picture', 'pre', 'q', 's', 'section', 'small', 'source',
  'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u',
  'ul', 'article', 'aside', 'header', 'footer', 'address',
];

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'template', 'title', 'xmp', 'noembed', 'noframes', 'svg', 'math', 'select', 'head',
];

const GLOBAL_ATTRIBUTES = ['class', 'id', 'title', 'lang', 'dir', 'role', 'hidden', 'tabindex', 'aria-*', 'data-*', 'style'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'name', 'rel', 'hreflang', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  source: ['srcset', 'sizes', 'media', 'type', 'width', 'height'],
  button: [{ name: 'type', multiple: false, values: ['button'] }],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  details: ['open'],
  blockquote: ['cite'],
  q: ['cite'],
  style: ['media'],
};

/** Inline style values: plain words, numbers, colours and lengths only; no functions but colour ones. */
const SAFE_STYLE_VALUE = /^(?!.*(?:expression|javascript|url\s*\(|\\))[-\w\s#%.,()'"!/]*$/i;
const INLINE_STYLE_PROPERTIES = [
  'color', 'background-color', 'text-align', 'text-decoration', 'text-transform', 'font-weight', 'font-style',
  'font-size', 'line-height', 'letter-spacing', 'margin', 'margin-top', 'margin-right', 'margin-bottom',
  'margin-left', 'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'width',
  'max-width', 'min-width', 'height', 'display', 'vertical-align', 'border', 'border-radius', 'white-space',
];
const ALLOWED_STYLES = {
  '*': Object.fromEntries(INLINE_STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])),
};

function baseOptions(allowStyleTags: boolean, resolveMedia: MediaResolver, rewriteHref?: CmsHtmlOptions['rewriteHref']): sanitizeHtml.IOptions {
  return {
    allowedTags: allowStyleTags ? [...ALLOWED_TAGS, 'style'] : ALLOWED_TAGS,
    allowVulnerableTags: allowStyleTags,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedStyles: ALLOWED_STYLES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: allowStyleTags ? DROPPED_WITH_CONTENT.filter((tag) => tag !== 'style') : DROPPED_WITH_CONTENT,
    transformTags: { a: secureLink(rewriteHref), img: mediaSources(resolveMedia), source: mediaSources(resolveMedia) },
  };
}

/** `target="_blank"` links must not hand the opener to the new page. */
function secureLink(rewriteHref: CmsHtmlOptions['rewriteHref']): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const link = { ...attribs };
    if (rewriteHref && typeof link.href === 'string' && !UNSAFE_HREF.test(link.href)) {
      const href = rewriteHref(link.href);
      if (href === undefined) delete link.href;
      else link.href = href;
    }
    if (link.target !== '_blank') return { tagName, attribs: link };
    const rel = new Set((link.rel ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    return { tagName, attribs: { ...link, rel: [...rel].join(' ') } };
  };
}

/** `src` and each `srcset` candidate through the media rule; what it refuses is removed. */
function mediaSources(resolveMedia: MediaResolver): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const element = { ...attribs };
    if (typeof element.src === 'string') {
      const src = resolveMedia(element.src);
      if (src === undefined) delete element.src;
      else element.src = src;
    }
    if (typeof element.srcset === 'string') {
      const srcset = parseSrcset(element.srcset)
        .map(({ url, descriptors }) => {
          const resolved = resolveMedia(url);
          return resolved === undefined ? undefined : [resolved, descriptors].filter(Boolean).join(' ');
        })
        .filter((candidate) => candidate !== undefined);
      if (srcset.length === 0) delete element.srcset;
      else element.srcset = srcset.join(', ');
    }
    return { tagName, attribs: element };
  };
}

/**
 * The candidates of a `srcset` (HTML §4.8.4.3.10, simplified): a URL runs to the next whitespace
 * (commas ending it separate candidates), its descriptors to the next comma outside parentheses.
 */
export function parseSrcset(srcset: string): { url: string; descriptors: string }[] {
  const candidates: { url: string; descriptors: string }[] = [];
  let position = 0;
  while (position < srcset.length) {
    position += /^[\s,]*/.exec(srcset.slice(position))?.[0].length ?? 0;
    if (position >= srcset.length) break;
    const rawUrl = /^\S+/.exec(srcset.slice(position))?.[0] ?? '';
    position += rawUrl.length;
    const url = rawUrl.replace(/,+$/, '');
    let descriptors = '';
    if (url === rawUrl) {
      let depth = 0;
      while (position < srcset.length) {
        const char = srcset[position];
        if (char === ',' && depth === 0) break;
        if (char === '(') depth += 1;
        if (char === ')') depth = Math.max(0, depth - 1);
        descriptors += char;
        position += 1;
      }
    }
    if (url) candidates.push({ url, descriptors: descriptors.trim().replace(/\s+/g, ' ') });
  }
  return candidates;
}

/** Hrefs the scheme filter removes later anyway; never handed to a rewriter that might "fix" them. */
const UNSAFE_HREF = /^\s*(?:javascript|data|vbscript):/i;

const STYLE_ELEMENT = /(<style(?:\s[^>]*)?>)([\s\S]*?)(<\/style>)/gi;

export function sanitizeCmsHtml(html: string | null | undefined, options: CmsHtmlOptions = {}): string {
  if (!html) return '';
  const allowStyleTags = options.allowStyleTags === true;
  const resolveMedia = options.resolveMediaUrl ?? mediaUrl;
  const clean = sanitizeHtml(html, baseOptions(allowStyleTags, resolveMedia, options.rewriteHref));
  if (!allowStyleTags) return clean;
  // sanitize-html passes style text through untouched; the CSS is cleaned here.
  return clean.replace(STYLE_ELEMENT, (_match, open: string, css: string, close: string) => {
    const safe = sanitizeCss(css, resolveMedia);
    return safe.trim() ? `${open}${safe}${close}` : '';
  });
}

/**
 * Removes the dangerous parts of a style sheet. The sheet is cut at `{`, `}` and `;`; a piece that,
 * with comments removed and CSS escapes decoded, asks for code or a foreign scheme is dropped, the
 * rest is kept as written, but for its `url(...)`s, which go through the media rule (a piece with
 * one the rule refuses, or one this code cannot read, is dropped). `<` never survives, so the text
 * can never close its element.
 */
export function sanitizeCss(css: string, resolveMedia: MediaResolver = mediaUrl): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  const pieces = withoutComments.split(/([{};])/);
  return pieces
    .map((piece) => {
      if (piece === '{' || piece === '}' || piece === ';') return piece;
      return isDangerousCss(piece) ? '' : (withResolvedUrls(piece, resolveMedia) ?? '');
    })
    .join('')
    .replace(/</g, '\\3c ');
}

/** `url(x)`, `url("x")` or `url('x')`, escapes included; the value is group 1, 2 or 3. */
const CSS_URL = /url\(\s*(?:"((?:[^"\\\n]|\\[\s\S])*)"|'((?:[^'\\\n]|\\[\s\S])*)'|((?:[^\s"'()\\]|\\[\s\S])*))\s*\)/gi;

/**
 * The piece with each `url(...)` made absolute, or `undefined` when one is refused or cannot be read
 * (an escaped `u\72l(`, a stray parenthesis): a URL left as written would load from the storefront.
 */
function withResolvedUrls(piece: string, resolveMedia: MediaResolver): string | undefined {
  const expected = decodeCssEscapes(piece).match(/url\(/gi)?.length ?? 0;
  if (expected === 0) return piece;
  let found = 0;
  let refused = false;
  const rewritten = piece.replace(CSS_URL, (_match, double?: string, single?: string, bare?: string) => {
    found += 1;
    const resolved = resolveMedia(decodeCssEscapes(double ?? single ?? bare ?? ''));
    if (resolved === undefined || !/^https?:\/\//i.test(resolved)) {
      refused = true;
      return '';
    }
    return `url("${resolved.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
  });
  return refused || found !== expected ? undefined : rewritten;
}

const DANGEROUS_CSS = [/@import/, /expression\(/, /javascript:/, /vbscript:/, /behavior:/, /-moz-binding/, /binding:/];
const URL_SCHEME = /url\(['"]?([a-z][a-z0-9+.-]*):/g;

function isDangerousCss(piece: string): boolean {
  const normalized = decodeCssEscapes(piece).toLowerCase().replace(/\s+/g, '');
  if (DANGEROUS_CSS.some((pattern) => pattern.test(normalized))) return true;
  for (const match of normalized.matchAll(URL_SCHEME)) {
    if (match[1] !== 'http' && match[1] !== 'https') return true;
  }
  return false;
}

/** `\65` -> `e`, `\:` -> `:` (CSS Syntax §4.3.7), so an escaped keyword is recognised. */
function decodeCssEscapes(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (_match, hex: string | undefined, char: string | undefined) => {
    if (hex) {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    return char ?? '';
  });
}
