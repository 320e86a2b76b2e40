import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { signupRequestSchema, updateMeRequestSchema } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { ShortCache } from '../common/shortCache';
import { clientAddressKey } from '../rateLimit/clientAddress';
import { RateLimiter, type Refusal } from '../rateLimit/rateLimiter';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { SessionsRepository } from './sessions.repository';
import { SESSION_TTL_MS, hashToken, newSessionToken } from './sessionCookie';
import type { UserRecord } from './user';
import { UsersRepository } from './users.repository';

/**
 * How long a process may answer a session's user from memory on the routes that use {@link CachedAuthGuard}
 * (presence pointers, ten posts a second per editor): a session signed out on another process still passes
 * there for at most this long; on the process that signed it out, not at all.
 */
export const SESSION_CACHE_MS = 5_000;

/** A signed-in user and the token of their new session. */
export interface SignedIn {
  user: UserRecord;
  token: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const TOO_MANY_SIGNINS: Refusal = {
  code: 'TOO_MANY_ATTEMPTS',
  message: (s) => `Too many failed sign-ins; try again in ${minutes(s)} min`,
};
const TOO_MANY_SIGNINS_HERE: Refusal = {
  code: 'TOO_MANY_ATTEMPTS',
  message: (s) => `Too many failed sign-ins from this network; try again in ${minutes(s)} min`,
};
const TOO_MANY_SIGNUPS: Refusal = {
  code: 'TOO_MANY_ATTEMPTS',
  message: (s) => `Too many sign-ups from this network; try again in ${minutes(s)} min`,
};

/** Sign-up, sign-in, sign-out and session lookup. */
@Injectable()
export class AuthService {
  /** Session token hash -> its user, for {@link AuthService.userForRecentToken}. */
  private readonly recent = new ShortCache<UserRecord>(SESSION_CACHE_MS);

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /** Creates the account; `clientIp` (Express `req.ip`) is counted against the sign-up limit first. */
  async signup(body: z.output<typeof signupRequestSchema>, clientIp?: string): Promise<SignedIn> {
    await this.limiter.consume('signup', clientAddressKey(clientIp), TOO_MANY_SIGNUPS);
    const id = randomUUID();
    const passwordHash = await hashPassword(body.password);
    const inserted = await this.users.insert({
      id,
      email: body.email,
      name: body.name,
      passwordHash,
      language: body.language,
    });
    if (!inserted) throw new ApiException(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists');
    const user = await this.users.findById(id);
    if (!user) throw new Error('User vanished right after sign-up');
    return { user, token: await this.startSession(user.id) };
  }

  /**
   * Checks the password. Failures are limited per client address and e-mail (`clientIp` is Express `req.ip`),
   * per e-mail from any address, and per address over all e-mails. Each attempt is counted against all three
   * before the password is checked, so a burst of guesses sent at once is checked no further than the limits
   * allow. A success gives its count back and clears its own address's failures for that e-mail, but not the
   * address's failures on other accounts nor the account's from other addresses: signing in to one's own
   * account does not reopen guessing on others.
   */
  async signin(email: string, password: string, clientIp?: string): Promise<SignedIn> {
    const address = clientAddressKey(clientIp);
    const addressKey = `${address}|${email}`;
    const hits = await this.limiter.consumeAll([
      { name: 'signinAddress', key: address, refusal: TOO_MANY_SIGNINS_HERE },
      { name: 'signin', key: addressKey, refusal: TOO_MANY_SIGNINS },
      { name: 'signinAccount', key: email, refusal: TOO_MANY_SIGNINS },
    ]);
    const found = await this.users.findWithPassword(email);
    const checked = await verifyPassword(password, found?.password_hash ?? (await decoyHash));
    if (!found || !checked.ok) throw new ApiException(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
    await this.limiter.giveBack(hits);
    await this.limiter.reset('signin', addressKey);
    // A hash made with other parameters than today's is made again, now that the password is known.
    if (checked.outdated)
      await this.users.upgradePasswordHash(found.id, found.password_hash, await hashPassword(password));
    const { password_hash: _hash, ...user } = found;
    await this.sessions.deleteExpired(new Date());
    return { user, token: await this.startSession(user.id) };
  }

  async signout(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.sessions.delete(tokenHash);
    this.recent.forget(tokenHash);
  }

  /** The user of a session token, when the session is live. */
  async userForToken(token: string): Promise<UserRecord | undefined> {
    return this.sessions.findUser(hashToken(token), new Date());
  }

  /**
   * As {@link AuthService.userForToken}, but answered from this process's memory when the session was found live
   * in the last {@link SESSION_CACHE_MS} (and has not ended since). For routes hit many times a second.
   */
  async userForRecentToken(token: string): Promise<UserRecord | undefined> {
    const tokenHash = hashToken(token);
    return this.recent.get(tokenHash, async () => {
      const found = await this.sessions.findSession(tokenHash, new Date());
      return found && { value: found.user, until: Date.parse(found.expiresAt) };
    });
  }

  async updateMe(user: UserRecord, patch: z.output<typeof updateMeRequestSchema>): Promise<UserRecord> {
    const { customDomain, colorScheme, ...rest } = patch;
    await this.users.update(user.id, {
      ...rest,
      ...(customDomain === undefined ? {} : { custom_domain: customDomain }),
      ...(colorScheme === undefined ? {} : { color_scheme: colorScheme }),
    });
    // Sessions in memory hold the old name (shown to others on the map): looked up again from now on.
    this.recent.forgetWhere((_hash, known) => known.id === user.id);
    const updated = await this.users.findById(user.id);
    if (!updated) throw new ApiException(401, 'NOT_AUTHENTICATED', 'The account no longer exists');
    return updated;
  }

  private async startSession(userId: string): Promise<string> {
    const token = newSessionToken();
    await this.sessions.insert(hashToken(token), userId, new Date(Date.now() + SESSION_TTL_MS));
    return token;
  }
}
