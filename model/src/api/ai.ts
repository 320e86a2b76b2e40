import { z } from '../schema/zod';
import { mapIdField } from './fields';

/** What one chat message or one text completion costs, in credits (DESIGN §7). */
export const AI_CALL_COST = 1;

/** Conversation ids are made on the client (spec §3.8): `conv_{timestamp}_{9 base-36 characters}`. */
export const CONVERSATION_ID_PATTERN = /^conv_\d{1,16}_[a-z0-9]{9}$/;

/** Longest chat message a user may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;
/** Largest map a chat call may describe (nodes and relations each). */
export const MAX_CHAT_STATE_ELEMENTS = 200_000;
/** Longest description of one node in a chat call's `currentState` (plain text; clients shorten longer ones). */
export const MAX_CHAT_DESCRIPTION_LENGTH = 4000;

const conversationIdField = z.string().regex(CONVERSATION_ID_PATTERN, 'Invalid conversation id');

/** `POST /api/documents/chatbot?id=` query: the caller's conversations on a map. */
export const chatbotMapQuerySchema = z.object({ id: mapIdField });

/** `GET|PUT|DELETE /api/documents/chatbot?id=&conversationId=` query (`language` is accepted and unused). */
export const chatbotConversationQuerySchema = z.object({
  id: mapIdField,
  conversationId: conversationIdField,
  language: z.string().max(20).optional(),
});

/** One of the caller's conversations on a map (spec §3.8); `lastModified` is an ISO timestamp. */
export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  lastModified: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `POST /api/documents/chatbot` response: the caller's conversations on the map, newest first. */
export const conversationListSchema = z.array(conversationSchema);

/** A stored chat message. An assistant message's content is the reply's JSON; its `explanation` is shown. */
export const chatMessageSchema = z.object({
  content: z.string(),
  role: z.enum(['user', 'bot', 'assistant']),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/documents/chatbot` response: the conversation's messages, oldest first. */
export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

const idField = z.string().min(1).max(200);

/** The map as a chat call sends it (spec §7.5): node titles and plain-text descriptions, relations. */
export const chatCurrentStateSchema = z.object({
  nodes: z
    .array(
      z.object({
        id: idField,
        node: z.string().max(10_000),
        description: z.string().max(MAX_CHAT_DESCRIPTION_LENGTH).default(''),
      }),
    )
    .max(MAX_CHAT_STATE_ELEMENTS),
  relations: z
    .array(z.object({ source: idField, target: idField, description: z.string().max(10_000).default('') }))
    .max(MAX_CHAT_STATE_ELEMENTS),
});
export type ChatCurrentState = z.input<typeof chatCurrentStateSchema>;

/**
 * `PUT /api/documents/chatbot` body (spec §7.5). `selectedNodeId` (the node the user is looking at) and
 * `outputLanguage` (the map's `settings.outputLanguage`) are additions that steer the context and the reply.
 */
export const chatRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'A blank message is not sent')
    .max(MAX_CHAT_MESSAGE_LENGTH, `A message has at most ${MAX_CHAT_MESSAGE_LENGTH} characters`),
  role: z.literal('user'),
  currentState: chatCurrentStateSchema,
  selectedNodeId: idField.optional(),
  outputLanguage: z.string().max(20).optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The changes an assistant reply proposes (spec §7.5); the client shows them as a diff before applying any. */
export const chatModificationsSchema = z.object({
  concepts_to_modify: z.array(
    z.object({ id: idField, label: z.string().max(10_000), description: z.string() }),
  ),
  concepts_to_remove: z.array(z.object({ id: idField })),
  concepts_to_add: z.array(z.object({ id: idField, label: z.string().max(10_000), description: z.string() })),
  relations_to_remove: z.array(z.object({ source: idField, target: idField })),
  relations_to_add: z.array(z.object({ source: idField, target: idField })),
});
export type ChatModifications = z.infer<typeof chatModificationsSchema>;

/** `PUT /api/documents/chatbot` response, and the JSON shape the model is asked to answer in. */
export const chatReplySchema = z.object({
  explanation: z.string(),
  modifications: chatModificationsSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * `POST /api/ai/completeText?id=` body (spec §7.5): the map's title, the node's title, its description so far and
 * the output language. The answer is the completion as UTF-8 text, streamed as the model writes it.
 */
export const completeTextRequestSchema = z.object({
  documentName: z.string().max(500).default(''),
  node: z.string().max(10_000),
  content: z.string().max(100_000).default(''),
  outputLanguage: z.string().max(20).optional(),
});
export type CompleteTextRequest = z.input<typeof completeTextRequestSchema>;

/** `POST /api/ai/completeText` and `GET /api/ai/suggestions` query: the map the call is about. */
export const aiMapQuerySchema = z.object({ id: mapIdField });

/**
 * `GET /api/ai/suggestions?id=` response (spec §3.8). `message` and `cta` are English; `kind`, `nodeId` and
 * `label` let a client say the same in its own language.
 */
export const suggestionSchema = z.object({
  hasSuggestions: z.boolean(),
  message: z.string(),
  cta: z.string(),
  kind: z.enum(['describeLeaf', 'none']),
  nodeId: z.string().optional(),
  label: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
