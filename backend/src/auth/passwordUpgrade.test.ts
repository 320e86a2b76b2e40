import { SERVICES_HOOK_TIMEOUT, startTestApp, type TestApp } from '../../test/testApp';
import { DATABASE, type Db } from '../database/database.types';
import { hashPassword } from './password';

const PASSWORD = 'correct horse';

describe('password hashes of the former cost', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DATABASE);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close());

  const storedHash = async (email: string) =>
    (
      await db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const signin = (email: string, password: string) =>
    t.http().post('/api/auth/signin').send({ email, password });

  it('are made again with today’s cost at the next successful sign-in, and the password still works', async () => {
    const email = 'old-hash@example.com';
    await t.http().post('/api/auth/signup').send({ email, password: PASSWORD, name: 'O' }).expect(201);
    // An account stored before the cost was raised: scrypt N=2^15, r=8, p=1.
    const former = await hashPassword(PASSWORD, { N: 32768, r: 8, p: 1 });
    await db.updateTable('users').set({ password_hash: former }).where('email', '=', email).execute();

    // A wrong password changes nothing.
    expect((await signin(email, 'wrong-pass')).status).toBe(401);
    expect(await storedHash(email)).toBe(former);

    expect((await signin(email, PASSWORD)).status).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await signin(email, PASSWORD)).status).toBe(200);
    expect(await storedHash(email)).toBe(upgraded); // already today's: not hashed again
    expect((await signin(email, 'wrong-pass')).status).toBe(401);
  });
});
