import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { signupRequestSchema, updateMeRequestSchema } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { SessionsRepository } from './sessions.repository';
import { SESSION_TTL_MS, hashToken, newSessionToken } from './sessionCookie';
import { SigninRateLimiter } from './signinRateLimiter';
import type { UserRecord } from './user';
import { UsersRepository } from './users.repository';

/** A signed-in user and the token of their new session. */
export interface SignedIn {
  user: UserRecord;
  token: string;
}

/** Sign-up, sign-in, sign-out and session lookup. */
@Injectable()
export class AuthService {
  private readonly limiter = new SigninRateLimiter();

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async signup(body: z.output<typeof signupRequestSchema>): Promise<SignedIn> {
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

  /** Checks the password; `clientKey` (the IP) scopes the failure counter together with the e-mail. */
  async signin(email: string, password: string, clientKey: string): Promise<SignedIn> {
    const limitKey = `${clientKey}|${email}`;
    if (this.limiter.isBlocked(limitKey)) {
      throw new ApiException(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins; try again in 15 minutes');
    }
    const found = await this.users.findWithPassword(email);
    const ok = await verifyPassword(password, found?.password_hash ?? (await decoyHash));
    if (!found || !ok) {
      this.limiter.recordFailure(limitKey);
      throw new ApiException(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
    }
    this.limiter.reset(limitKey);
    const { password_hash: _hash, ...user } = found;
    await this.sessions.deleteExpired(new Date());
    return { user, token: await this.startSession(user.id) };
  }

  async signout(token: string): Promise<void> {
    await this.sessions.delete(hashToken(token));
  }

  /** The user of a session token, when the session is live. */
  async userForToken(token: string): Promise<UserRecord | undefined> {
    return this.sessions.findUser(hashToken(token), new Date());
  }

  async updateMe(user: UserRecord, patch: z.output<typeof updateMeRequestSchema>): Promise<UserRecord> {
    const { customDomain, ...rest } = patch;
    await this.users.update(user.id, {
      ...rest,
      ...(customDomain === undefined ? {} : { custom_domain: customDomain }),
    });
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
