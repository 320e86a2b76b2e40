import { join, resolve } from 'node:path';
import { loadRateLimits, type RateLimitSettings } from './rateLimitSettings';
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
  trustProxy: string | boolean | number;
  /**
   * The origin users reach the app at (`https://maps.example.com`, no path): public links and link-preview tags
   * use it, never the request's Host header.
   */
  publicUrl: string;
  /** Limits on sign-in, sign-up and saves (docs/operations.md). */
  rateLimits: RateLimitSettings;
  /**
   * Request bodies and stored documents below this many bytes are parsed on the main thread, bigger ones in the
   * worker pool (64 KiB when unset; tests set 0 to send everything through the pool).
   */
  inlineBodyBytes?: number;
  /**
   * The heap (MB) each document worker thread may use (default 2048; `DOCUMENT_WORKER_MEMORY_MB`, at least
   * 1024): the backstop. A single allocation crossing it can abort the whole process (nodejs/node#47224), so it
   * stays far above what parsing the biggest document takes; exports keep to their own budget below it.
   */
  workerMemoryMb?: number;
  /**
   * The heap (MB) an export may fill in its thread before it gives up with 422 `EXPORT_TOO_LARGE` (default three
   * quarters of the thread's heap limit; `EXPORT_MEMORY_MB`).
   */
  exportMemoryMb?: number;
  /**
   * How long an export may convert (ms, default 120000; `EXPORT_TIMEOUT_MS`): the clock stops while the download
   * is slower than the conversion, and a download that takes nothing for this long is cut off.
   */
  exportTimeoutMs?: number;
  /** The most bytes of images a notes zip may gather (default 256 MB; `EXPORT_MAX_IMAGE_MB`). */
  exportMaxImageBytes?: number;
  /** The AI assistant's OpenAI-compatible endpoint; absent when OPENAI_BASE_URL is unset (AI routes answer 503). */
  ai?: AiConfig;
  /**
   * How long the attachments of a node removed from the saved map stay, so undo can bring them back (default 10
   * minutes; `ATTACHMENT_UNDO_GRACE_SECONDS`).
   */
  attachmentGraceMs?: number;
  /** Event streams a signed-in user may hold open on one process (default 20; `MAX_EVENT_STREAMS_PER_USER`). */
  maxEventStreamsPerUser?: number;
  /** Event streams of visitors not signed in, per client address and process (default 100). */
  maxEventStreamsPerAddress?: number;
  /** The attachments' clock in ms (`Date.now` when unset): upload times, names, the grace; tests move it. */
  attachmentsClock?: () => number;
  /** Versions kept per map by the version history, oldest dropped first (default 500; `MAP_VERSIONS_KEEP`). */
  mapVersionsKeep?: number;
  /** The version history's clock in ms (`Date.now` when unset); tests move it to cross the 10-minute rule. */
  versionsClock?: () => number;
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
  const port = Number(env.PORT || 3000);
  const databaseUrl =
    env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  return {
    port,
    dataDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'mapa.sqlite'),
    s3: env.S3_BUCKET ? readS3(env, env.S3_BUCKET) : undefined,
    blobDir: join(dataDir, 'blobs'),
    sessionSecret: env.SESSION_SECRET || loadSessionSecret(dataDir),
    staticDir: env.STATIC_DIR === '' ? null : resolve(env.STATIC_DIR || DEFAULT_STATIC_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    rateLimits: loadRateLimits(env),
    ai: env.OPENAI_BASE_URL ? readAi(env, env.OPENAI_BASE_URL) : undefined,
    attachmentGraceMs: env.ATTACHMENT_UNDO_GRACE_SECONDS
      ? Number(env.ATTACHMENT_UNDO_GRACE_SECONDS) * 1000
      : undefined,
    mapVersionsKeep: positiveInt(env.MAP_VERSIONS_KEEP, 'MAP_VERSIONS_KEEP'),
    maxEventStreamsPerUser: positiveInt(env.MAX_EVENT_STREAMS_PER_USER, 'MAX_EVENT_STREAMS_PER_USER'),
    maxEventStreamsPerAddress: positiveInt(
      env.MAX_EVENT_STREAMS_PER_ADDRESS,
      'MAX_EVENT_STREAMS_PER_ADDRESS',
    ),
    workerMemoryMb: atLeast(
      1024,
      positiveInt(env.DOCUMENT_WORKER_MEMORY_MB, 'DOCUMENT_WORKER_MEMORY_MB'),
      'DOCUMENT_WORKER_MEMORY_MB',
    ),
    exportTimeoutMs: positiveInt(env.EXPORT_TIMEOUT_MS, 'EXPORT_TIMEOUT_MS'),
    exportMemoryMb: positiveInt(env.EXPORT_MEMORY_MB, 'EXPORT_MEMORY_MB'),
    exportMaxImageBytes: megabytes(env.EXPORT_MAX_IMAGE_MB, 'EXPORT_MAX_IMAGE_MB'),
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
    baseUrl: parseAiBaseUrl(baseUrl),
    apiKey: env.OPENAI_API_KEY || undefined,
    model: env.OPENAI_MODEL || DEFAULT_AI_MODEL,
    contextTokens: positiveInt(env.AI_CONTEXT_TOKENS, 'AI_CONTEXT_TOKENS') ?? 6000,
    timeoutMs: positiveInt(env.AI_TIMEOUT_MS, 'AI_TIMEOUT_MS') ?? 60_000,
  };
}

/**
 * `OPENAI_BASE_URL` must be an http(s) URL: without the scheme (`localhost:11434/v1`) the SDK would fail on every
 * call with a bare connection error, so the server stops at start and names the setting instead.
 */
function parseAiBaseUrl(value: string): string {
  const refuse = () =>
    new Error(`OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1; got "${value}"`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname) throw refuse();
  return value;
}

function atLeast(least: number, value: number | undefined, name: string): number | undefined {
  if (value !== undefined && value < least)
    throw new Error(`${name} must be at least ${least}, got '${value}'`);
  return value;
}

function megabytes(value: string | undefined, name: string): number | undefined {
  const mb = positiveInt(value, name);
  return mb === undefined ? undefined : mb * 1024 * 1024;
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/**
 * `PUBLIC_URL` as an origin (`https://host[:port]`, trailing slash dropped); unset means this server on localhost
 * (`http://localhost:{PORT}`), right for a local run. A path, query or another scheme stops the server at start.
 */
export function parsePublicUrl(value: string | undefined, port: number): string {
  const text = value?.trim();
  if (!text) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://maps.example.com; got "${text}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://maps.example.com; got "${text}"`);
  return url.origin;
}

/**
 * `TRUST_PROXY`: unset means `loopback` (a proxy on the same host); `false` trusts no one (X-Forwarded-For is
 * ignored and the socket address is the client); a number trusts that many hops; `true` trusts every hop (only
 * behind a proxy that overwrites the header); anything else is Express's list of addresses or subnets
 * (`loopback, 10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): string | boolean | number {
  const text = value?.trim();
  if (!text) return 'loopback';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
