import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { AI_CALL_COST, type Suggestion, type completeTextRequestSchema } from '@mapa/model';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { MapStateReader } from '../sync/mapStateReader';
import { insufficientCredits } from './chatbot.service';
import { CreditsRepository } from './credits.repository';
import { MODEL_CLIENT } from './modelClient.provider';
import type { ModelClient, Prompt } from './modelClient';
import { outputLanguageName } from './outputLanguage';
import { suggestFor } from './suggestions';

type CompleteTextBody = z.output<typeof completeTextRequestSchema>;

/** Text completion of a node's description (spec §4.10) and suggestions made from the map (§3.8). */
@Injectable()
export class CompletionService {
  constructor(
    private readonly access: MapAccessService,
    private readonly credits: CreditsRepository,
    private readonly reader: MapStateReader,
    @Inject(MODEL_CLIENT) private readonly model: ModelClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks access and credits, then yields the completion piece by piece as the model writes it. The credit is
   * taken when the first piece arrives (before anything reaches the caller, so a race for the last credit still
   * answers 400) and given back if the stream then fails; a caller who stops early has paid for what it got.
   */
  async *complete(
    user: UserRecord,
    mapId: string,
    body: CompleteTextBody,
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    await this.access.require(mapId, user, 'write');
    if (user.credits < AI_CALL_COST) throw insufficientCredits();
    let paid = false;
    try {
      for await (const piece of this.model.streamText(this.prompt(body), signal)) {
        if (!paid) {
          if (!(await this.credits.take(user.id, AI_CALL_COST))) throw insufficientCredits();
          paid = true;
        }
        yield piece;
      }
    } catch (error) {
      if (paid) await this.credits.refund(user.id, AI_CALL_COST);
      throw error;
    }
  }

  async suggestions(user: UserRecord, mapId: string): Promise<Suggestion> {
    const { map } = await this.access.require(mapId, user, 'write');
    return suggestFor(await this.reader.currentState(map));
  }

  private prompt(body: CompleteTextBody): Prompt {
    // The node's text so far is the part the model must continue: keep its end when it is long.
    const room = this.config.ai!.contextTokens * 3;
    const content = body.content.length > room ? `…${body.content.slice(-room)}` : body.content;
    const language = outputLanguageName(body.outputLanguage);
    return [
      {
        role: 'system',
        content:
          "You help write the content of one node of a mind map. Continue the node's text with more details: " +
          'facts, examples and explanations that belong to its title, as plain text paragraphs, with no preamble ' +
          `and without repeating what is already there. Write in ${language}.`,
      },
      {
        role: 'user',
        content: `Map: ${body.documentName || '(untitled)'}\nNode: ${body.node}\nThe node's text so far:\n${content || '(empty)'}`,
      },
    ];
  }
}
