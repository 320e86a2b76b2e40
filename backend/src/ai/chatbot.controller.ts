import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  chatbotConversationQuerySchema,
  chatbotMapQuerySchema,
  chatRequestSchema,
  type ChatMessagesResponse,
  type ChatReply,
  type Conversation,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { rawBody } from '../common/bodyParsers';
import { ClientLeft } from '../common/clientLeft';
import { DocumentWorkers } from '../workers/documentWorkers';
import { taskError } from '../sync/sync.service';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { AiConfiguredGuard } from './aiConfigured.guard';
import { ChatbotService } from './chatbot.service';
import { readChatRequest } from './chatTasks';

type MapQuery = z.output<typeof chatbotMapQuerySchema>;
type ConversationQuery = z.output<typeof chatbotConversationQuerySchema>;

/** The AI chat of spec §7.5; owners and editors only. */
@ApiTags('ai')
@Controller('documents/chatbot')
@UseGuards(AiConfiguredGuard, AuthGuard)
export class ChatbotController {
  constructor(
    private readonly chatbot: ChatbotService,
    private readonly workers: DocumentWorkers,
  ) {}

  /** The caller's conversations on the map. */
  @Post()
  @HttpCode(200)
  list(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(chatbotMapQuerySchema)) query: MapQuery,
  ): Promise<Conversation[]> {
    return this.chatbot.list(user, query.id);
  }

  @Get()
  messages(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(chatbotConversationQuerySchema)) query: ConversationQuery,
  ): Promise<ChatMessagesResponse> {
    return this.chatbot.messages(user, query.id, query.conversationId);
  }

  /**
   * Sends a message; answers the model's validated reply (the map itself is not changed). The body carries the
   * whole map, so it arrives raw and is parsed and checked in the worker pool when big.
   */
  @Put()
  @ApiZodBody(chatRequestSchema)
  async send(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(chatbotConversationQuerySchema)) query: ConversationQuery,
    @Body() body: unknown,
    @ClientLeft() left: AbortSignal,
  ): Promise<ChatReply> {
    const read = await this.workers.run(readChatRequest, { bytes: rawBody(body) }, left);
    if (!read.ok) throw taskError(read);
    return this.chatbot.send(user, query.id, query.conversationId, read.request);
  }

  @Delete()
  @HttpCode(204)
  async remove(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(chatbotConversationQuerySchema)) query: ConversationQuery,
  ): Promise<void> {
    await this.chatbot.remove(user, query.id, query.conversationId);
  }
}
