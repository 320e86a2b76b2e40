import type {
  PresenceUpdate,
  SaveTransactionsResponse,
  Transaction,
  TransactionsResponse,
} from '@mapa/model';
import type { Http } from './http';

/** Saves as operations (`POST /api/documents/transactions`) and the transactions a client missed. */
export function createSyncApi(http: Http) {
  return {
    /** Appends `transactions` made on `baseVersion`; 409 when the map moved on (pull, rebase, retry). */
    save: (
      id: string,
      baseVersion: number,
      transactions: readonly Transaction[],
      options: { keepalive?: boolean } = {},
    ): Promise<SaveTransactionsResponse> =>
      http.json<SaveTransactionsResponse>('/api/documents/transactions', {
        method: 'POST',
        body: { id, baseVersion, transactions },
        keepalive: options.keepalive,
      }),
    /** The transactions after `since`, or `{reset: true}` when the whole document must be downloaded. */
    pull: (id: string, since: number): Promise<TransactionsResponse> =>
      http.json<TransactionsResponse>('/api/documents/transactions', {
        query: { id, since: String(since) },
      }),
    /** Shows the others on the map this tab's selection and pointer (never stored). */
    presence: (id: string, update: PresenceUpdate): Promise<void> =>
      http.json<void>('/api/documents/presence', { method: 'POST', query: { id }, body: update }),
    /** URL of the map's server-sent events (`event: revision`, and presence for a signed-in user). */
    eventsUrl: (id: string): string => `/api/documents/events?id=${encodeURIComponent(id)}`,
  };
}

export type SyncApi = ReturnType<typeof createSyncApi>;
