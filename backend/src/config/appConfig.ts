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
  /** The AI assistant's OpenAI-compatible endpoint; absent when OPENAI_BASE_URL is unset (AI routes answer 503). */
  ai?: AiConfig;
}

/** How the server reaches the model (DESIGN §5): any OpenAI-compatible endpoint. */
export interface AiConfig {
  baseUrl: string;
  /** Optional: local servers (Ollama, llama.cpp) take none. */
  apiKey?: string;
  model: string;
  /** Most tokens a chat prompt may carry (map context, history and message together). */
  contextTokens: number;
  /** A model call that has not answered (or, streaming, not sent a chunk) for this long fails. */
  timeoutMs: number;
}

/** The model used when OPENAI_MODEL is unset. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

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
    ai: env.OPENAI_BASE_URL ? readAi(env, env.OPENAI_BASE_URL) : undefined,
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

function readAi(env: NodeJS.ProcessEnv, baseUrl: string): AiConfig {
  return {
    baseUrl,
    apiKey: env.OPENAI_API_KEY || undefined,
    model: env.OPENAI_MODEL || DEFAULT_AI_MODEL,
    contextTokens: positiveInt(env.AI_CONTEXT_TOKENS, 'AI_CONTEXT_TOKENS') ?? 6000,
    timeoutMs: positiveInt(env.AI_TIMEOUT_MS, 'AI_TIMEOUT_MS') ?? 60_000,
  };
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
