import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import type { UserRecord } from '../auth/user';
import { TooManyRequestsException } from '../common/tooManyRequests.exception';
import { clientAddressKey } from '../rateLimit/clientAddress';

/**
 * Open event streams a signed-in user may hold on one process: the editor opens one per open map and tab, so
 * twenty is several windows full of maps, while each stream costs a socket, a heartbeat timer and a presence
 * session for as long as it stays open.
 */
export const DEFAULT_MAX_EVENT_STREAMS_PER_USER = 20;

/**
 * Open event streams of visitors who are not signed in (public maps), counted per client address: higher, as a
 * class or an office behind one address may watch a public map together.
 */
export const DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS = 100;

/** How long a refused client is told to wait: a slot frees only when one of its streams closes. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Counts the event streams open on this process per user (per client address for visitors) and refuses one past
 * the cap. In memory: a stream lives on one process, and a crashed process frees its slots with its sockets.
 */
@Injectable()
export class EventStreamSlots {
  private readonly open = new Map<string, number>();
  private readonly perUser: number;
  private readonly perAddress: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.perUser = config.maxEventStreamsPerUser ?? DEFAULT_MAX_EVENT_STREAMS_PER_USER;
    this.perAddress = config.maxEventStreamsPerAddress ?? DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS;
  }

  /**
   * Takes a slot for a new stream of `user` (or of the visitor at `clientIp`, Express `req.ip`), or throws 429
   * `TOO_MANY_EVENT_STREAMS`. Returns the slot's release, which may be called any number of times.
   */
  take(user: UserRecord | undefined, clientIp: string | undefined): () => void {
    const key = user ? `user:${user.id}` : `address:${clientAddressKey(clientIp)}`;
    const cap = user ? this.perUser : this.perAddress;
    const held = this.open.get(key) ?? 0;
    if (held >= cap)
      throw new TooManyRequestsException(
        'TOO_MANY_EVENT_STREAMS',
        `Too many maps open at once (${cap} live connections); close some tabs or maps and try again`,
        RETRY_AFTER_SECONDS,
      );
    this.open.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}
