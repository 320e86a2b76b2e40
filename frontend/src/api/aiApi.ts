import type {
  ChatCurrentState,
  ChatMessage,
  ChatReply,
  CompleteTextRequest,
  Conversation,
  Suggestion,
} from '@mapa/model';
import { ApiError, NETWORK_ERROR, apiErrorFromResponse } from './ApiError';
import type { FetchFn, Http } from './http';

/** A chat message as `PUT /api/documents/chatbot` takes it. */
export interface ChatSend {
  content: string;
  currentState: ChatCurrentState;
  selectedNodeId?: string;
  outputLanguage?: string;
}

/** Code given to a completion stream that broke off before the end (the server cut it, or the network did). */
export const STREAM_BROKEN = 'STREAM_BROKEN';

/** The AI routes (spec §7.5). */
export function createAiApi(http: Http, fetchFn: FetchFn = (input, init) => fetch(input, init)) {
  const chatbot = '/api/documents/chatbot';
  return {
    conversations: (mapId: string) =>
      http.json<Conversation[]>(chatbot, { method: 'POST', query: { id: mapId } }),
    messages: (mapId: string, conversationId: string, language: string) =>
      http
        .json<{ messages: ChatMessage[] }>(chatbot, { query: { id: mapId, conversationId, language } })
        .then((r) => r.messages),
    send: (mapId: string, conversationId: string, message: ChatSend) =>
      http.json<ChatReply>(chatbot, {
        method: 'PUT',
        query: { id: mapId, conversationId },
        body: { role: 'user', ...message },
      }),
    deleteConversation: (mapId: string, conversationId: string) =>
      http.json<void>(chatbot, { method: 'DELETE', query: { id: mapId, conversationId } }),
    suggestions: (mapId: string) => http.json<Suggestion>('/api/ai/suggestions', { query: { id: mapId } }),

    /**
     * Streams a completion: `onText` gets the text so far after every piece. Resolves with the whole text when the
     * server finished; `signal` stops it (resolves with what arrived). A stream that breaks off rejects with
     * STREAM_BROKEN; errors before it starts reject with the server's code (INSUFFICIENT_CREDITS, AI_*).
     */
    completeText: async (
      mapId: string,
      request: CompleteTextRequest,
      onText: (text: string) => void,
      signal: AbortSignal,
    ): Promise<string> => {
      let response: Response;
      try {
        response = await fetchFn(`/api/ai/completeText?${new URLSearchParams({ id: mapId })}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/plain' },
          body: JSON.stringify(request),
          credentials: 'same-origin',
          signal,
        });
      } catch (error) {
        if (signal.aborted) return '';
        throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw await apiErrorFromResponse(response);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          onText(text);
        }
      } catch (error) {
        if (signal.aborted) return text;
        throw new ApiError(0, STREAM_BROKEN, error instanceof Error ? error.message : String(error));
      }
      return text;
    },
  };
}

export type AiApi = ReturnType<typeof createAiApi>;
