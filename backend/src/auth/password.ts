import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters, stored in each hash so that old hashes still verify after they change. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * Today's cost: OWASP's scrypt row N=2^15, r=8, p=3. It needs the 32 MiB of memory the former p=1 did (memory
 * follows N and r only; p repeats the work), where N=2^17 would take 128 MiB per sign-in in flight. Hashes
 * made with other parameters are made again at the next successful sign-in (see AuthService.signin).
 */
export const PASSWORD_PARAMS: ScryptParams = { N: 32768, r: 8, p: 3 };
const KEY_LENGTH = 64;

/**
 * Parameters a stored hash may carry: anything else is malformed (a hash naming N=2^30 must not make one
 * sign-in allocate a terabyte; a non-power-of-two N would make scrypt throw).
 */
const isSane = ({ N, r, p }: ScryptParams) =>
  Number.isInteger(Math.log2(N)) &&
  N >= 1024 &&
  N <= 1 << 20 &&
  Number.isInteger(r) &&
  r >= 1 &&
  r <= 32 &&
  Number.isInteger(p) &&
  p >= 1 &&
  p <= 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; twice that leaves room (Node refuses past maxmem, 32 MiB by default).
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64url parts), with
 * today's {@link PASSWORD_PARAMS} unless others are given (tests make hashes of the former cost).
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether a password matched, and whether its hash was made with other parameters than today's. */
export interface PasswordCheck {
  ok: boolean;
  outdated: boolean;
}

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !isSane(params)) return { ok: false, outdated: false };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  const ok = expected.length === actual.length && timingSafeEqual(expected, actual);
  const outdated =
    params.N !== PASSWORD_PARAMS.N || params.r !== PASSWORD_PARAMS.r || params.p !== PASSWORD_PARAMS.p;
  return { ok, outdated };
}

/** A valid hash of a random password: verifying against it costs what a real check costs (no user-enumeration timing). */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
