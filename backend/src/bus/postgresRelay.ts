import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { Client, type Notification } from 'pg';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { DATABASE, type Db } from '../database/database.types';
import { BUS_CHANNEL, decodeBusMessage, encodeBusMessage, type BusMessage } from './busMessage';
import { MapEventBus, type BusRelay } from './mapEventBus';

/** First wait before reconnecting the listening connection; doubled after each failure up to the max. */
export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_MAX_MS = 5_000;
/** How the listening connection shows in `pg_stat_activity` (operators, and the tests that cut it). */
export const LISTENER_APPLICATION_NAME = 'mapa-bus';
/** At most this many `pg_notify` calls in one statement (a map's batch per call; most batches are one call). */
const NOTIFY_PER_STATEMENT = 50;

/**
 * With PostgreSQL: announces this process's revisions and access changes with `NOTIFY` (on a pooled
 * connection, after the save committed) and listens on one dedicated connection for the other processes'.
 * A dropped listening connection is opened again with backoff; announcements made while it was down are lost,
 * so once it is back every open stream is told to re-read its map's revision ({@link MapEventBus.resync}).
 * On SQLite (one process) it does nothing.
 */
@Injectable()
export class PostgresRelay implements BusRelay, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Bus');
  private client: Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private connectedOnce = false;
  private stopped = false;
  /** The last of the ordered announcements; the next waits for it. Never rejects. */
  private ordered = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Db,
    private readonly bus: MapEventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.databaseUrl) return;
    this.bus.attachRelay(this);
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Presence batches go out one statement at a time, each carrying up to {@link NOTIFY_PER_STATEMENT} messages
   * (one transaction: PostgreSQL delivers its notifications in the order sent), so a `left` can never overtake
   * the entry before it, as two statements on two pooled connections could.
   */
  announceInOrder(messages: BusMessage[]): Promise<void> {
    const payloads: string[] = [];
    for (const message of messages) {
      try {
        payloads.push(encodeBusMessage(message));
      } catch (error) {
        this.logger.warn(`Presence of map ${message.mapId} not announced: ${String(error)}`);
      }
    }
    const send = async () => {
      for (let i = 0; i < payloads.length; i += NOTIFY_PER_STATEMENT) {
        const chunk = payloads.slice(i, i + NOTIFY_PER_STATEMENT);
        await sql`select ${sql.join(chunk.map((payload) => sql`pg_notify(${BUS_CHANNEL}, ${payload})`))}`
          .execute(this.db)
          .catch((error: unknown) =>
            this.logger.warn(`NOTIFY of ${chunk.length} presence message(s) failed: ${String(error)}`),
          );
      }
    };
    this.ordered = this.ordered.then(send);
    return this.ordered;
  }

  announce(message: BusMessage): void {
    // Lost if the process dies right after the commit: the other processes' editors then see it at their poll.
    sql`select pg_notify(${BUS_CHANNEL}, ${encodeBusMessage(message)})`
      .execute(this.db)
      .catch((error: unknown) => this.logger.warn(`NOTIFY of map ${message.mapId} failed: ${String(error)}`));
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let dropped = false;
    const drop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (!this.stopped) this.retry(reason);
    };
    client.on('error', (error) => drop(error.message));
    client.on('end', () => drop('connection closed'));
    client.on('notification', (notification) => this.receive(notification));
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      drop(error instanceof Error ? error.message : String(error));
      return;
    }
    if (dropped || this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    if (this.connectedOnce) {
      this.logger.log('Listening again: open streams re-read their revisions');
      this.bus.resync();
    }
    this.connectedOnce = true;
  }

  private retry(reason: string): void {
    if (this.retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.failures);
    this.failures++;
    this.logger.warn(`Listening connection lost (${reason}); reconnecting in ${delay} ms`);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private receive(notification: Notification): void {
    if (notification.channel !== BUS_CHANNEL || notification.payload === undefined) return;
    const message = decodeBusMessage(notification.payload);
    if ('invalid' in message) {
      this.logger.warn(`Ignored a message on ${BUS_CHANNEL}: ${message.invalid}`);
      return;
    }
    this.bus.deliver(message);
  }
}
