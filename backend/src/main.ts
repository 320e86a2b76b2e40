import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/appConfig';

/** Starts Mapa's server with the configuration from the environment (see the README). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
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
