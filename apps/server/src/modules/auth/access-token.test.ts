import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.ts';

// What an attacker may try with the access cookie: every altered or foreign token is refused.

const SECRET = 'a'.repeat(64);
const CLAIMS = { sub: 'user-1', tid: 'tenant-1', sst: 1_700_000_000_000, fid: 'family-1' };
const NOW = 1_800_000_000_000;
const tokens = createAccessTokens(SECRET, () => NOW);

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
/** A token as the server before jose wrote it (node:crypto HMAC over header.payload). */
function handMade(header: object, payload: object, secret = SECRET) {
  const key = createHmac('sha256', secret).update('access-token').digest();
  const data = `${part(header)}.${part(payload)}`;
  return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
}
const EXP = Math.floor(NOW / 1000) + ACCESS_TOKEN_TTL_SECONDS;

describe('access tokens', () => {
  it('verify what they issued, on its tenant only', async () => {
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token, 'tenant-1')).toMatchObject({ ...CLAIMS, exp: EXP });
    expect(await tokens.verify(token, 'tenant-2')).toBeNull();
    expect(await tokens.verify(undefined, 'tenant-1')).toBeNull();
  });

  it('keep the tokens signed before (same header, claims and key) valid', async () => {
    const before = handMade({ alg: 'HS256', typ: 'JWT' }, { ...CLAIMS, exp: EXP });
    expect(await tokens.verify(before, 'tenant-1')).toMatchObject(CLAIMS);
  });

  it('refuse a tampered payload, a tampered signature and a token of another key', async () => {
    const token = await tokens.issue(CLAIMS);
    const [header, , signature] = token.split('.');
    const otherUser = `${header}.${part({ ...claimsOf(token), sub: 'admin' })}.${signature}`;
    expect(await tokens.verify(otherUser, 'tenant-1')).toBeNull();
    const flipped = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(flipped, 'tenant-1')).toBeNull();
    const foreign = await createAccessTokens('b'.repeat(64), () => NOW).issue(CLAIMS);
    expect(await tokens.verify(foreign, 'tenant-1')).toBeNull();
    expect(await tokens.verify('not.a.token', 'tenant-1')).toBeNull();
  });

  it('refuse alg "none" and another algorithm under the same key', async () => {
    const none = `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...CLAIMS, exp: EXP })}.`;
    expect(await tokens.verify(none, 'tenant-1')).toBeNull();
    const key = createHmac('sha256', SECRET).update('access-token').digest();
    const data = `${part({ alg: 'HS512', typ: 'JWT' })}.${part({ ...CLAIMS, exp: EXP })}`;
    const hs512 = `${data}.${createHmac('sha512', key).update(data).digest('base64url')}`;
    expect(await tokens.verify(hs512, 'tenant-1')).toBeNull();
  });

  it('refuse an expired token and one without expiry or family', async () => {
    const token = await tokens.issue(CLAIMS);
    const later = createAccessTokens(SECRET, () => NOW + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await later.verify(token, 'tenant-1')).toBeNull();
    const justBefore = createAccessTokens(SECRET, () => NOW + ACCESS_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await justBefore.verify(token, 'tenant-1')).not.toBeNull();
    const { fid: _fid, ...withoutFamily } = CLAIMS;
    const jwt = { alg: 'HS256', typ: 'JWT' };
    expect(await tokens.verify(handMade(jwt, { ...withoutFamily, exp: EXP }), 'tenant-1')).toBeNull();
    expect(await tokens.verify(handMade(jwt, CLAIMS), 'tenant-1')).toBeNull();
  });
});
