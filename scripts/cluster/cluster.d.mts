// Types of cluster.mjs for the TypeScript that imports it (e2e/cluster.spec.ts); the module itself stays plain
// JavaScript so `npm run start:cluster` and the bench run it with node alone.

export const ROOT: string;

/** One Mapa process of the cluster. */
export interface ClusterProcess {
  port: number;
  url: string;
  logFile: string;
  /** Starts (or starts again) this process. */
  start(): Promise<void>;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

export interface ClusterOptions {
  /** Where PostgreSQL, s3rver, nginx and each process keep their files (default `.cluster` at the root). */
  dir?: string;
  /** How many Mapa processes (default 2). */
  processes?: number;
  /** Empties `dir` first. */
  fresh?: boolean;
  /** Free ports everywhere instead of the fixed ones. */
  freePorts?: boolean;
  /** nginx's port. */
  port?: number;
  /** More environment for every Mapa process. */
  env?: Record<string, string>;
}

export interface Cluster {
  dir: string;
  /** nginx, in front of every process. */
  url: string;
  publicUrl: string;
  databaseUrl: string;
  s3: Record<string, string>;
  ports: { postgres: number; s3: number; proxy: number; mapa: number[] };
  processes: ClusterProcess[];
  /** Stops nginx, the processes, s3rver and PostgreSQL. */
  stop(): Promise<void>;
}

/** Why the cluster cannot start here (a missing Debian package), or null. */
export function clusterMissing(): string | null;
export function freePort(): Promise<number>;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
