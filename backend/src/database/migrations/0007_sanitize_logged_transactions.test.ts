import { existsSync } from 'node:fs';
import { Migrator, type Kysely } from 'kysely';
import { createNode, type Operation, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  SERVICES_HOOK_TIMEOUT,
  signedInAgent,
  signedUpAgent,
  startTestApp,
  type TestApp,
} from '../../../test/testApp';
import { DATABASE, type Db } from '../database.types';
import { migrations } from './index';
import { loggedSizeMigration } from './0006_logged_transaction_size';
import { sanitizeLoggedMigration, sanitizeLoggedRows } from './0007_sanitize_logged_transactions';

const OWNER = 'legacy@example.com';
const EVIL = '<p>x<img src=x onerror=alert(1)><script>alert(2)</script></p>';

/** A migration's name, as registered (undefined when it is not). */
const nameOf = (migration: unknown) => Object.entries(migrations).find(([, m]) => m === migration)?.[0];

/** Transactions as the save route logged them before: `to` and added records sanitised, `from` and removed ones as sent. */
function legacyTransactions(): Transaction[] {
  const node = createNode({ position: { x: 0, y: 0 }, label: 'A' });
  const raw = { ...node, data: { ...node.data, description: EVIL } };
  const clean = { ...node, data: { ...node.data, description: '<p>x</p>' } };
  const tx = (n: number, op: Operation): Transaction => ({
    id: `legacy_${n}`,
    label: 'node.updated',
    source: 'user',
    ops: [op],
  });
  return [
    tx(1, { type: 'node.update', id: node.data.id, from: raw, to: clean }),
    tx(2, { type: 'node.remove', node: raw }),
    tx(3, { type: 'document.update', key: 'htmlContent', from: EVIL, to: '<p>intro</p>' }),
    tx(4, { type: 'node.add', node: clean }),
  ];
}

describeEachBackend('sanitising transactions logged before every record was', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  const db = () => t.app.get<Db>(DATABASE);
  const insertLog = (id: string, transactions: Transaction[]) =>
    db()
      .insertInto('map_transactions')
      .values(
        transactions.map((tx, i) => ({
          map_id: id,
          revision: i + 1,
          tx_id: tx.id,
          tx: JSON.stringify(tx),
          tx_size: JSON.stringify(tx).length,
          author_email: OWNER,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
  const storedTexts = async (id: string) =>
    (
      await db()
        .selectFrom('map_transactions')
        .select(['revision', 'tx', 'tx_size'])
        .where('map_id', '=', id)
        .orderBy('revision')
        .execute()
    ).map((row) => ({ ...row, revision: Number(row.revision), tx_size: Number(row.tx_size) }));

  it('runs at start-up after the log size migration: old rows are cleaned, pulls serve them clean', async () => {
    const name = nameOf(sanitizeLoggedMigration);
    expect(name).toBeDefined();
    const names = Object.keys(migrations).sort();
    // It reads and writes tx_size, so it must run after the migration that adds it.
    expect(names.indexOf(name!)).toBeGreaterThan(names.indexOf(nameOf(loggedSizeMigration)!));
    const previous = names[names.indexOf(name!) - 1];
    if (backend === 'sqlite+filesystem') expect(existsSync(t.config.sqliteFile)).toBe(true);

    const owner = await signedUpAgent(t.app, OWNER);
    const id = await createMap(owner);
    // The database as it was before this migration shipped, holding the log the old save route wrote.
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    const legacy = legacyTransactions();
    await insertLog(id, legacy);
    await db().updateTable('maps').set({ revision: legacy.length }).where('id', '=', id).execute();
    const before = await storedTexts(id);

    await t.restart(); // a new server version starting on the old database migrates it
    const after = await storedTexts(id);
    expect(after.map((row) => row.tx).join()).not.toMatch(/onerror|<script/);
    expect(after[3]).toEqual(before[3]); // nothing to clean: not rewritten
    for (const row of after) expect(row.tx_size).toBe(Buffer.byteLength(row.tx));

    const agent = await signedInAgent(t.app, OWNER);
    const pulled = await agent.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
    expect(JSON.stringify(pulled.body)).not.toMatch(/onerror|<script/);
    const ops = (pulled.body.transactions as Transaction[]).map((tx) => tx.ops[0]);
    expect(ops.map((op) => op.type)).toEqual(['node.update', 'node.remove', 'document.update', 'node.add']);
    expect((ops[0] as { from: { data: { description: string } } }).from.data.description).toMatch(
      /^<p>x<img/,
    );
    expect((ops[1] as { node: { data: { description: string } } }).node.data.description).toMatch(
      /^<p>x<img/,
    );
    expect((ops[2] as { from: string }).from).toMatch(/^<p>x<img/);

    // Running it again changes nothing.
    await sanitizeLoggedMigration.up(db() as unknown as Kysely<unknown>);
    expect(await storedTexts(id)).toEqual(after);
  });

  it('reads the log in batches across maps and cleans every row', async () => {
    const agent = await signedUpAgent(t.app, 'batches@example.com');
    const ids = [await createMap(agent, 'One'), await createMap(agent, 'Two')];
    for (const id of ids) await insertLog(id, legacyTransactions().slice(0, 3));
    await sanitizeLoggedRows(db(), 2);
    for (const id of ids) {
      const rows = await storedTexts(id);
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => row.tx).join()).not.toMatch(/onerror|<script/);
    }
  });
});
