/** The recovery codes as a text file to keep: a heading naming the account, then one code a line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** The secret of an otpauth URI, for typing into an app that cannot scan; grouped by four for reading. */
export function secretOf(otpauthUri: string): string | null {
  try {
    const secret = new URL(otpauthUri).searchParams.get('secret');
    return secret ? (secret.match(/.{1,4}/g) ?? []).join(' ') : null;
  } catch {
    return null;
  }
}

/**
 * The API's QR code (an SVG document) as an image address. The Content-Security-Policy allows `img-src data:`
 * (apps/api http/security-headers.ts), and an <img> runs none of the SVG's scripts.
 */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
