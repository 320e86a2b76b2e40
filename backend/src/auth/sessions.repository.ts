import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.types';
import type { UserRecord } from './user';

/** The sessions table: token hashes with their user and expiry. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        expires_at: expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The user of a live (unexpired) session. */
  async findUser(tokenHash: string, now: Date): Promise<UserRecord | undefined> {
    return (await this.findSession(tokenHash, now))?.user;
  }

  /** The user of a live (unexpired) session, and when the session ends (ISO time). */
  async findSession(
    tokenHash: string,
    now: Date,
  ): Promise<{ user: UserRecord; expiresAt: string } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.credits',
        'users.default_view_mode',
        'users.custom_domain',
        'users.language',
        'users.onboarding',
        'users.color_scheme',
        'sessions.expires_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    const { expires_at: expiresAt, ...user } = row;
    return { user, expiresAt };
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Removes the sessions that have expired; called opportunistically on sign-in. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
  }
}
