/**
 * Building blocks for the seed's SVG pictures: escaping, colours and fitted text. Everything here is pure
 * string work so pictures are deterministic and testable without a browser.
 */

/** System fonts only: no picture may reference anything outside the project. */
export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

export const SOFT_BACKGROUND = '#faf6f7';
export const TEXT_DARK = '#1a1a1a';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids outright are dropped rather than escaped: no entity can carry them.
  const allowed = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
  return allowed.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The root element: fixed pixel size, matching viewBox, and an accessible name. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  const name = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">` +
    `<title>${name}</title><g font-family="${FONT_STACK}">${body}</g></svg>`
  );
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 keeps `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** WCAG 2.x relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, TEXT_DARK) ? '#ffffff' : TEXT_DARK;
}

const isWide = (c: string) => /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u.test(c);

/** A rough advance width in ems: enough to keep generated labels inside their shapes without a font API. */
export function textWidthEm(text: string, letterSpacingEm = 0): number {
  let em = 0;
  for (const c of text) em += (isWide(c) ? 1 : c === ' ' ? 0.3 : 0.62) + letterSpacingEm;
  return em;
}

export function fitFontSize(text: string, maxWidth: number, maxSize: number, letterSpacingEm = 0): number {
  const em = textWidthEm(text, letterSpacingEm);
  return Math.max(8, Math.min(maxSize, Math.floor(maxWidth / Math.max(em, 1))));
}

export type TextOptions = {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
};

export function textElement(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${round(x)}"`,
    `y="${round(y)}"`,
    `font-size="${o.size}"`,
    `fill="${o.fill}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

export const round = (n: number) => Math.round(n * 10) / 10;
