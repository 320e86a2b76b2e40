import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ChatMessage, Conversation } from '@mapa/model';
import { DATABASE, type Db } from '../database/database.types';
import { CreditsRepository } from './credits.repository';

/** Which conversation: a user's, on a map. */
export interface ConversationKey {
  mapId: string;
  userId: string;
  conversationId: string;
}

/** One exchange to store: the user's message and the model's reply, paid for with `cost` credits. */
export interface Exchange extends ConversationKey {
  /** Title of a new conversation (made from its first message). */
  title: string;
  userMessage: string;
  assistantContent: string;
  cost: number;
}

/** Conversations and their messages (spec §3.8), stored per map and user. */
@Injectable()
export class ChatRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly credits: CreditsRepository,
  ) {}

  /** The user's conversations on a map, most recently changed first. */
  async list(mapId: string, userId: string): Promise<Conversation[]> {
    const rows = await this.db
      .selectFrom('chat_conversations')
      .select(['id', 'title', 'message_count', 'last_modified'])
      .where('map_id', '=', mapId)
      .where('user_id', '=', userId)
      .orderBy('last_modified', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      messageCount: Number(r.message_count),
      lastModified: r.last_modified,
    }));
  }

  /** The conversation's messages, oldest first; the newest `limit` when given. */
  async messages(key: ConversationKey, limit?: number): Promise<ChatMessage[]> {
    let query = this.db
      .selectFrom('chat_messages')
      .select(['role', 'content'])
      .where('map_id', '=', key.mapId)
      .where('user_id', '=', key.userId)
      .where('conversation_id', '=', key.conversationId)
      .orderBy('position', 'desc');
    if (limit !== undefined) query = query.limit(limit);
    const rows = await query.execute();
    return rows.reverse().map((r) => ({ role: r.role, content: r.content }));
  }

  /** Deletes a conversation and its messages; false when there was none. */
  async delete(key: ConversationKey): Promise<boolean> {
    const result = await this.db
      .deleteFrom('chat_conversations')
      .where('map_id', '=', key.mapId)
      .where('user_id', '=', key.userId)
      .where('id', '=', key.conversationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Takes the credits and stores both messages in one transaction: either the user pays and the exchange is kept,
   * or (too few credits left) nothing changes and false is returned.
   */
  async recordExchange(exchange: Exchange): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.credits.take(exchange.userId, exchange.cost, trx))) return false;
      const now = new Date().toISOString();
      const key = {
        map_id: exchange.mapId,
        user_id: exchange.userId,
      };
      await trx
        .insertInto('chat_conversations')
        .values({
          ...key,
          id: exchange.conversationId,
          title: exchange.title,
          message_count: 0,
          last_modified: now,
        })
        .onConflict((oc) => oc.columns(['map_id', 'user_id', 'id']).doNothing())
        .execute();
      const conversation = await trx
        .updateTable('chat_conversations')
        .set({ message_count: sql<number>`message_count + 2`, last_modified: now })
        .where('map_id', '=', exchange.mapId)
        .where('user_id', '=', exchange.userId)
        .where('id', '=', exchange.conversationId)
        .returning('message_count')
        .executeTakeFirstOrThrow();
      const first = Number(conversation.message_count) - 2;
      await trx
        .insertInto('chat_messages')
        .values([
          {
            ...key,
            conversation_id: exchange.conversationId,
            position: first,
            role: 'user',
            content: exchange.userMessage,
            created_at: now,
          },
          {
            ...key,
            conversation_id: exchange.conversationId,
            position: first + 1,
            role: 'assistant',
            content: exchange.assistantContent,
            created_at: now,
          },
        ])
        .execute();
      return true;
    });
  }
}
