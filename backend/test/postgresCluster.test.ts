import { createServer, type Server } from 'node:net';
import { Client } from 'pg';
import { describeRequiring } from '../../scripts/describeRequiring';
import { SERVICES_HOOK_TIMEOUT } from './hookTimeout';
import { freePort, postgresUnavailable, startPostgres } from './postgresCluster';

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describeRequiring(postgresUnavailable(), 'startPostgres', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    takenPort = await freePort();
    taken = await hold(takenPort);
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it(
    'starts on another port when the one it picked is taken before PostgreSQL binds it',
    async () => {
      const picked: number[] = [];
      const pg = await startPostgres(async () => {
        const port = picked.length === 0 ? takenPort : await freePort();
        picked.push(port);
        return port;
      });
      try {
        expect(picked).toHaveLength(2);
        expect(pg.databaseUrl).toContain(`:${picked[1]}/`);
        const client = new Client({ connectionString: pg.databaseUrl });
        await client.connect();
        const { rows } = await client.query('select 1 as one');
        await client.end();
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        pg.stop();
      }
    },
    SERVICES_HOOK_TIMEOUT,
  );

  it(
    'names the port and the log line when PostgreSQL cannot start for another reason',
    async () => {
      await expect(startPostgres(async () => 70000)).rejects.toThrow(
        /did not start on port 70000[\s\S]*70000/,
      );
    },
    SERVICES_HOOK_TIMEOUT,
  );
});
