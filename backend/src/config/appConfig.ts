import { join, resolve } from 'node:path';
import { loadSessionSecret } from './sessionSecret';

/** S3-compatible object storage settings; present only when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  sqliteFile: string;
  s3?: S3Config;
  blobDir: string;
  sessionSecret: string;
  /** Built frontend served for every path outside /api; null disables static serving. */
  staticDir: string | null;
  /** Express `trust proxy` setting: who may set X-Forwarded-* (client IP, https detection). */
  trustProxy: string | boolean;
  /**
   * Request bodies and stored documents below this many bytes are parsed on the main thread, bigger ones in the
   * worker pool (64 KiB when unset; tests set 0 to send everything through the pool).
   */
  inlineBodyBytes?: number;
}

const DEFAULT_STATIC_DIR = resolve(__dirname, '../../../frontend/dist');

/** Builds the configuration from environment variables (documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl =
    env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  return {
    port: Number(env.PORT || 3000),
    dataDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'mapa.sqlite'),
    s3: env.S3_BUCKET ? readS3(env, env.S3_BUCKET) : undefined,
    blobDir: join(dataDir, 'blobs'),
    sessionSecret: env.SESSION_SECRET || loadSessionSecret(dataDir),
    staticDir: env.STATIC_DIR === '' ? null : resolve(env.STATIC_DIR || DEFAULT_STATIC_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function readS3(env: NodeJS.ProcessEnv, bucket: string): S3Config {
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
