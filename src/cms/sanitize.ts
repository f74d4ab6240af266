import sanitizeHtml from 'sanitize-html';

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
 * Server and client safe, synchronous, pure.
 */

export interface CmsHtmlOptions {
  /** Keep `<style>` elements (their CSS cleaned). Only for the site-wide styling slot. */
  allowStyleTags?: boolean;
  /**
   * Rewrites each link's `href` after the scheme check (e.g. site-relative CMS paths to the page's
   * site prefix); `undefined` removes the `href`.
   */
  rewriteHref?: (href: string) => string | undefined;
}

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

function baseOptions(allowStyleTags: boolean, rewriteHref?: CmsHtmlOptions['rewriteHref']): sanitizeHtml.IOptions {
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
    transformTags: { a: secureLink(rewriteHref) },
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

/** Hrefs the scheme filter removes later anyway; never handed to a rewriter that might "fix" them. */
const UNSAFE_HREF = /^\s*(?:javascript|data|vbscript):/i;

const STYLE_ELEMENT = /(<style(?:\s[^>]*)?>)([\s\S]*?)(<\/style>)/gi;

export function sanitizeCmsHtml(html: string | null | undefined, options: CmsHtmlOptions = {}): string {
  if (!html) return '';
  const allowStyleTags = options.allowStyleTags === true;
  const clean = sanitizeHtml(html, baseOptions(allowStyleTags, options.rewriteHref));
  if (!allowStyleTags) return clean;
  // sanitize-html passes style text through untouched; the CSS is cleaned here.
  return clean.replace(STYLE_ELEMENT, (_match, open: string, css: string, close: string) => {
    const safe = sanitizeCss(css);
    return safe.trim() ? `${open}${safe}${close}` : '';
  });
}

/**
 * Removes the dangerous parts of a style sheet. The sheet is cut at `{`, `}` and `;`; a piece that,
 * with comments removed and CSS escapes decoded, asks for code or a foreign scheme is dropped, the
 * rest is kept as written. `<` never survives, so the text can never close its element.
 */
export function sanitizeCss(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  const pieces = withoutComments.split(/([{};])/);
  return pieces
    .map((piece) => (piece === '{' || piece === '}' || piece === ';' || !isDangerousCss(piece) ? piece : ''))
    .join('')
    .replace(/</g, '\\3c ');
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
