import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for the HTML the shop stores and serves (articles, terms, privacy policy, partner
 * details): text structure, links, pictures and tables, nothing else. Whatever is not listed is dropped, so an
 * unknown element or attribute is never a hole (a deny-list was: parser-differential payloads through
 * form/math/mglyph, noembed, noframes, tables and SVG animation ran in the browser). No style, no class, no
 * event handlers, no SVG or MathML, no forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'code',
    'pre',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with everything inside: text of these is never prose, and raw-text elements are how the
  // parser-differential payloads hide markup.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'iframe',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens another tab must not hand that page a handle on this one (window.opener).
    // Another tab is the only other target a text may name.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

/** The HTML with only what the allow-list permits: safe to store, and safe to put in a page as is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
