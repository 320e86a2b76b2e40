import {
  chatReplySchema,
  stripUnsafeChars,
  stripUnsafeMarkup,
  type ChatCurrentState,
  type ChatReply,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import { withRichTextDescriptions } from './replyDescriptions';

const badReply = (message: string) => new ApiException(502, 'AI_BAD_REPLY', message);

/**
 * Reads the model's answer as a chat reply and checks it against the map it was about: JSON in the shape of
 * spec §7.5, changed and removed ids that exist, added ids that do not, relations between existing or added
 * nodes. Anything else is 502 `AI_BAD_REPLY` naming what was wrong; the map is never touched here. Its text
 * follows the map's character rule (model `text/unsafeChars.ts`): what the model writes goes into labels and
 * notes, and into the stored conversation. Descriptions come back as the rich text nodes store (see
 * {@link withRichTextDescriptions}).
 */
export function parseChatReply(content: string, state: ChatCurrentState): ChatReply {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw badReply('The AI reply is not valid JSON (it may have been cut off)');
  }
  const parsed = chatReplySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badReply(
      `The AI reply does not have the expected shape at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
    );
  }
  checkIds(parsed.data, state);
  return withRichTextDescriptions(cleanText(parsed.data));
}

function cleanText(reply: ChatReply): ChatReply {
  const concept = <T extends { label: string; description: string }>(c: T): T => ({
    ...c,
    label: stripUnsafeChars(c.label),
    description: stripUnsafeMarkup(c.description),
  });
  const m = reply.modifications;
  return {
    explanation: stripUnsafeChars(reply.explanation),
    modifications: {
      ...m,
      concepts_to_modify: m.concepts_to_modify.map(concept),
      concepts_to_add: m.concepts_to_add.map(concept),
    },
  };
}

function checkIds(reply: ChatReply, state: ChatCurrentState): void {
  const existing = new Set(state.nodes.map((n) => n.id));
  const { modifications: m } = reply;
  for (const { id } of [...m.concepts_to_modify, ...m.concepts_to_remove]) {
    if (!existing.has(id)) throw badReply(`The AI reply names a node that is not in the map: ${id}`);
  }
  const added = new Set<string>();
  for (const { id } of m.concepts_to_add) {
    if (existing.has(id) || added.has(id))
      throw badReply(`The AI reply adds a node with an id already used: ${id}`);
    added.add(id);
  }
  const removed = new Set(m.concepts_to_remove.map((c) => c.id));
  for (const relation of m.relations_to_add) {
    for (const end of [relation.source, relation.target]) {
      if ((!existing.has(end) && !added.has(end)) || removed.has(end)) {
        throw badReply(
          `The AI reply relates a node that is missing: ${relation.source} -> ${relation.target}`,
        );
      }
    }
  }
  const relations = new Set(state.relations.map((r) => `${r.source}\u0000${r.target}`));
  for (const relation of m.relations_to_remove) {
    if (!relations.has(`${relation.source}\u0000${relation.target}`)) {
      throw badReply(
        `The AI reply removes a relation that is not in the map: ${relation.source} -> ${relation.target}`,
      );
    }
  }
}
