import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  AI_CALL_COST,
  type ChatMessagesResponse,
  type ChatReply,
  type Conversation,
  type chatRequestSchema,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { ChatRepository, type ConversationKey } from './chat.repository';
import { buildChatPrompt } from './chatPrompt';
import { parseChatReply } from './chatReply';
import { MODEL_CLIENT } from './modelClient.provider';
import type { ModelClient } from './modelClient';

/** Earlier messages read for a prompt (the prompt keeps as many as its budget holds). */
const HISTORY_LIMIT = 20;
const TITLE_LENGTH = 60;

/** 400 `INSUFFICIENT_CREDITS` (spec §8). */
export const insufficientCredits = () =>
  new ApiException(400, 'INSUFFICIENT_CREDITS', 'No AI credits left for this call');

/** A conversation's title: its first message on one line, shortened. */
export function conversationTitle(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/** The chat of spec §7.5: conversations per map and user, and one paid model call per message. */
@Injectable()
export class ChatbotService {
  constructor(
    private readonly access: MapAccessService,
    private readonly chats: ChatRepository,
    @Inject(MODEL_CLIENT) private readonly model: ModelClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(user: UserRecord, mapId: string): Promise<Conversation[]> {
    await this.access.require(mapId, user, 'write');
    return this.chats.list(mapId, user.id);
  }

  async messages(user: UserRecord, mapId: string, conversationId: string): Promise<ChatMessagesResponse> {
    await this.access.require(mapId, user, 'write');
    return { messages: await this.chats.messages({ mapId, userId: user.id, conversationId }) };
  }

  async remove(user: UserRecord, mapId: string, conversationId: string): Promise<void> {
    await this.access.require(mapId, user, 'write');
    if (!(await this.chats.delete({ mapId, userId: user.id, conversationId }))) {
      throw new ApiException(404, 'NOT_FOUND', 'No such conversation');
    }
  }

  /**
   * Asks the model about the map and stores the exchange. The credit is taken, in the same transaction as the
   * messages are stored, only once a valid reply is in hand; a failed call costs nothing and stores nothing.
   */
  async send(
    user: UserRecord,
    mapId: string,
    conversationId: string,
    body: z.output<typeof chatRequestSchema>,
  ): Promise<ChatReply> {
    await this.access.require(mapId, user, 'write');
    if (user.credits < AI_CALL_COST) throw insufficientCredits();
    const key: ConversationKey = { mapId, userId: user.id, conversationId };
    const history = await this.chats.messages(key, HISTORY_LIMIT);
    const prompt = buildChatPrompt({
      message: body.content,
      state: body.currentState,
      selectedNodeId: body.selectedNodeId,
      outputLanguage: body.outputLanguage,
      history,
      budgetTokens: this.config.ai!.contextTokens,
    });
    const content = await this.model.chatJson(prompt.messages);
    const reply = parseChatReply(content, body.currentState);
    const stored = await this.chats.recordExchange({
      ...key,
      // Used only when this message starts the conversation: titles come from the first message.
      title: conversationTitle(body.content),
      userMessage: body.content,
      assistantContent: JSON.stringify(reply),
      cost: AI_CALL_COST,
    });
    if (!stored) throw insufficientCredits();
    return reply;
  }
}
