import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ApiException } from '../common/apiException';
import type { AiConfig } from '../config/appConfig';
import { CHAT_REPLY_JSON_SCHEMA } from './chatReplyJsonSchema';

/** A prompt: the messages sent to the model. */
export type Prompt = ChatCompletionMessageParam[];

/**
 * The one door to the model (any OpenAI-compatible endpoint, DESIGN §5). Every failure becomes an ApiException
 * with an AI_* code; nothing here knows about maps or credits.
 */
export class ModelClient {
  private readonly client: OpenAI;
  /** Set once the endpoint has refused a JSON schema: later calls ask for plain JSON straight away. */
  private schemasRefused = false;

  constructor(private readonly config: AiConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // The SDK insists on a key; local servers (Ollama, llama.cpp) ignore whatever is sent.
      apiKey: config.apiKey ?? 'no-key',
      // One call, one answer: a retry would multiply the wait past the timeout the user was promised.
      maxRetries: 0,
    });
  }

  /**
   * Asks for a JSON reply in the chat shape: with the strict JSON schema, or as `json_object` when the endpoint
   * refuses schemas. Returns the raw content; 502 `AI_BAD_REPLY` when it was cut short.
   */
  async chatJson(prompt: Prompt): Promise<string> {
    if (!this.schemasRefused) {
      try {
        return await this.complete(prompt, {
          type: 'json_schema',
          json_schema: { name: 'chat_reply', strict: true, schema: CHAT_REPLY_JSON_SCHEMA },
        });
      } catch (error) {
        if (!refusesSchema(error)) throw toAiError(error);
        this.schemasRefused = true;
      }
    }
    try {
      return await this.complete(prompt, { type: 'json_object' });
    } catch (error) {
      throw toAiError(error);
    }
  }

  private async complete(
    prompt: Prompt,
    responseFormat: OpenAI.Chat.ChatCompletionCreateParams['response_format'],
  ): Promise<string> {
    // Our own timer: the SDK reports its timeout as a plain connection error, which would hide the cause.
    const timer = new IdleTimer(this.config.timeoutMs);
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create(
        { model: this.config.model, messages: prompt, response_format: responseFormat },
        { signal: timer.signal },
      );
    } catch (error) {
      throw timer.expired ? timedOut() : error;
    } finally {
      timer.stop();
    }
    const choice = completion.choices?.[0];
    if (!choice) throw badReply('The AI endpoint answered without a choice');
    if (choice.finish_reason === 'length') throw badReply('The AI reply was cut off (too long)');
    return choice.message?.content ?? '';
  }

  /**
   * Streams a plain-text completion, yielding each piece as the endpoint sends it. Fails with `AI_TIMEOUT` when
   * no piece arrives for the configured time and with `AI_BAD_REPLY` when the stream ends without finishing.
   * `signal` stops it (the caller hung up); then it just ends.
   */
  async *streamText(prompt: Prompt, signal: AbortSignal): AsyncGenerator<string> {
    const idle = new IdleTimer(this.config.timeoutMs, signal);
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.config.model, messages: prompt, stream: true },
        { signal: idle.signal },
      );
      let finished = false;
      for await (const chunk of stream) {
        idle.reset();
        const choice = chunk.choices?.[0];
        if (choice?.delta?.content) yield choice.delta.content;
        if (choice?.finish_reason) finished = true;
      }
      if (!finished && !signal.aborted) throw badReply('The AI stream ended before the reply was finished');
    } catch (error) {
      if (signal.aborted) return;
      if (idle.expired) throw timedOut();
      throw toAiError(error);
    } finally {
      idle.stop();
    }
  }
}

/** Aborts when nothing happened for `ms`, or when the outer signal aborts. */
class IdleTimer {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  expired = false;

  constructor(
    private readonly ms: number,
    outer?: AbortSignal,
  ) {
    outer?.addEventListener('abort', () => this.controller.abort(), { once: true });
    this.timer = this.start();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  reset(): void {
    clearTimeout(this.timer);
    this.timer = this.start();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private start(): NodeJS.Timeout {
    return setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, this.ms);
  }
}

function refusesSchema(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|schema/i.test(error.message)
  );
}

const badReply = (message: string) => new ApiException(502, 'AI_BAD_REPLY', message);
const timedOut = () => new ApiException(504, 'AI_TIMEOUT', 'The AI endpoint did not answer in time');

/** Turns whatever the SDK threw into the API's error: unreachable, refused, timed out or unreadable. */
export function toAiError(error: unknown): ApiException {
  if (error instanceof ApiException) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return timedOut();
  if (error instanceof OpenAI.APIConnectionError) {
    return new ApiException(
      502,
      'AI_UNAVAILABLE',
      'The AI endpoint could not be reached, or dropped the connection before answering',
    );
  }
  if (error instanceof OpenAI.APIError) {
    return new ApiException(
      502,
      'AI_UNAVAILABLE',
      `The AI endpoint answered ${error.status ?? 'an error'}: ${error.message}`.slice(0, 500),
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return badReply(`The AI endpoint's reply could not be read: ${message}`.slice(0, 500));
}
