import { hashPassword, PASSWORD_PARAMS, verifyPassword } from './password';

/** The former cost, which hashes stored before OWASP's table was followed carry. */
const FORMER = { N: 32768, r: 8, p: 1 };

describe('password hashing', () => {
  it("hashes with OWASP's scrypt cost (N=2^15, r=8, p=3) and verifies the right password only", async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(PASSWORD_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toEqual({ ok: true, outdated: false });
    expect((await verifyPassword('correct horsE', a)).ok).toBe(false);
    expect((await verifyPassword('correct horse', 'plain')).ok).toBe(false);
  });

  it('still verifies a hash of the former cost, and says it is outdated', async () => {
    const old = await hashPassword('correct horse', FORMER);
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse', old)).toEqual({ ok: true, outdated: true });
    expect((await verifyPassword('wrong horse', old)).ok).toBe(false);
  });

  it('never matches a hash naming parameters scrypt refuses or that would take unbounded memory', async () => {
    const good = await hashPassword('correct horse');
    const [, , , , salt, key] = good.split('$');
    for (const [n, r, p] of [
      ['30000', '8', '3'], // not a power of two
      [String(2 ** 30), '8', '1'], // 128 GiB
      ['32768', '0', '3'],
      ['32768', '8', '1e9'],
      ['x', '8', '3'],
    ])
      expect(await verifyPassword('correct horse', ['scrypt', n, r, p, salt, key].join('$'))).toEqual({
        ok: false,
        outdated: false,
      });
  });
});
