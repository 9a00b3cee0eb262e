import { describe, expect, it } from 'vitest';
import { recoveryCodesText, secretOf, svgDataUrl } from './recovery-file';

describe('the second factor set-up', () => {
  it('reads the key from the otpauth URI, in groups of four', () => {
    expect(
      secretOf('otpauth://totp/Rosette:owner%40example.com?secret=JBSWY3DPEHPK3PXPAB&issuer=Rosette'),
    ).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(secretOf('otpauth://totp/x?issuer=y')).toBeNull();
    expect(secretOf('not a uri')).toBeNull();
  });

  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesText('Codes for a@b.c', ['aaaa-bbbb', 'cccc-dddd'])).toBe(
      'Codes for a@b.c\n\naaaa-bbbb\ncccc-dddd\n',
    );
  });

  it('makes the QR code an image address with every character escaped', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1#"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(url).not.toMatch(/[<>"#]/);
  });
});
