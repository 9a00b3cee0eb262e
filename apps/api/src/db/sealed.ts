import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets kept at rest (partners' account and ID numbers, staff's TOTP secrets): AES-256-GCM with the key of the BANK_DATA_KEY setting
 * (config.ts bankDataKeyOf), a random 12-byte IV for every value, stored as one text
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). The column's name is the additional authenticated data, so a
 * value copied into another column (an account number shown as an ID number) fails to open rather than
 * reading as the other field. `v1` names this key and scheme, so a rotated key can be a `v2` beside it. Of the
 * bank data the last four characters are kept in clear beside each value for masking, and only the
 * operator's payment file ever opens a value; a TOTP secret is opened only to check a code.
 */

/** The columns a sealed value belongs to, bound into its tag. */
export type SealedField = 'account_number' | 'id_number' | 'totp_secret';

export type FieldCipher = {
  seal(field: SealedField, plain: string): string;
  open(field: SealedField, sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

export function fieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('the bank data key must be 32 bytes');
  return {
    seal(field, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(field));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(field, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error(`not a sealed ${field}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The last four characters, kept in clear for maskedNumber. */
export const lastFour = (value: string): string => value.slice(-4);
