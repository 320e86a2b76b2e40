import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/appConfig';

/** How long an idle keep-alive connection stays open: longer than the usual client and proxy idle timeouts (60 s). */
const KEEP_ALIVE_MS = 65_000;

/** Starts Mapa's server with the configuration from the environment (see the README). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  // Idle keep-alive connections are for the client or the proxy in front to close (browsers, nginx's upstream
  // keepalive): a server that closes them first (Node's default is 5 s) races a request just sent on the closing
  // socket, which the client sees as ECONNRESET.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const storage = config.s3 ? `s3 bucket ${config.s3.bucket}` : config.blobDir;
  const database = config.databaseUrl ? 'postgres' : config.sqliteFile;
  new Logger('Mapa').log(
    `Listening on http://localhost:${config.port} (database ${database}, storage ${storage})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
