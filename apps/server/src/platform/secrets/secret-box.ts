import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secret settings (payment keys, webhook and procurement secrets; DESIGN §4) with AES-256-GCM.
 * The key is derived from the app secret, so a database dump alone reveals nothing, and GCM's tag makes
 * a tampered value fail to open instead of decrypting to garbage.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** null when the value was sealed with another app secret or was changed. */
  open(sealed: string): string | null;
};

const VERSION = 'v1';

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'print-shop', 'tenant-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

/** What an admin sees of a stored secret: that it is set, and its last four characters. */
export function maskSecret(plain: string): string {
  return `••••${plain.length > 8 ? plain.slice(-4) : ''}`;
}
