// s3rver: an S3-compatible store for local use, in this process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Starts s3rver on 127.0.0.1:`port` with `bucket` (GET allowed from any origin, as the canvas needs CORS). */
export async function startS3(directory, port, bucket) {
  const S3rver = require('s3rver');
  const cors = readFileSync(require.resolve('s3rver/example/cors.xml'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
