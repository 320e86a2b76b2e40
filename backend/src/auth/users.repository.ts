import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.types';
import type { UserRecord } from './user';

const PUBLIC_COLUMNS = [
  'id',
  'email',
  'name',
  'credits',
  'default_view_mode',
  'custom_domain',
  'language',
  'onboarding',
  'color_scheme',
] as const;

/** The users table. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Inserts a user; resolves false when the e-mail is already taken (unique index), true otherwise. */
  async insert(user: {
    id: string;
    email: string;
    name: string;
    passwordHash: string;
    language?: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        default_view_mode: null,
        language: user.language ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async findWithPassword(email: string): Promise<(UserRecord & { password_hash: string }) | undefined> {
    return this.db
      .selectFrom('users')
      .select([...PUBLIC_COLUMNS, 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /**
   * Replaces a password hash by a stronger hash of the same password, only while `previous` is still the
   * stored one: two sign-ins upgrading at once, or a change of password meanwhile, are not overwritten.
   */
  async upgradePasswordHash(id: string, previous: string, next: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: next })
      .where('id', '=', id)
      .where('password_hash', '=', previous)
      .execute();
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** Display names by e-mail, for lists of maps. */
  async namesByEmail(emails: string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('email', 'in', emails)
      .execute();
    return new Map(rows.map((r) => [r.email, r.name]));
  }

  async update(
    id: string,
    patch: {
      name?: string;
      default_view_mode?: string | null;
      custom_domain?: string | null;
      language?: string | null;
      onboarding?: string | null;
      color_scheme?: string;
    },
  ): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }
}
