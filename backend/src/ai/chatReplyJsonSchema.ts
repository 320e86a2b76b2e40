/* The chat reply shape of spec §7.5 as a strict JSON schema (OpenAI structured outputs: every property required,
   no others, and none of the length keywords strict mode rejects). Written by hand beside `chatReplySchema` in
   @mapa/model, which validates whatever comes back. */

const concept = {
  type: 'object',
  properties: { id: { type: 'string' }, label: { type: 'string' }, description: { type: 'string' } },
  required: ['id', 'label', 'description'],
  additionalProperties: false,
};
const idOnly = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
  additionalProperties: false,
};
const relation = {
  type: 'object',
  properties: { source: { type: 'string' }, target: { type: 'string' } },
  required: ['source', 'target'],
  additionalProperties: false,
};

/** JSON schema of the model's chat reply. */
export const CHAT_REPLY_JSON_SCHEMA = {
  type: 'object',
  properties: {
    explanation: { type: 'string' },
    modifications: {
      type: 'object',
      properties: {
        concepts_to_modify: { type: 'array', items: concept },
        concepts_to_remove: { type: 'array', items: idOnly },
        concepts_to_add: { type: 'array', items: concept },
        relations_to_remove: { type: 'array', items: relation },
        relations_to_add: { type: 'array', items: relation },
      },
      required: [
        'concepts_to_modify',
        'concepts_to_remove',
        'concepts_to_add',
        'relations_to_remove',
        'relations_to_add',
      ],
      additionalProperties: false,
    },
  },
  required: ['explanation', 'modifications'],
  additionalProperties: false,
} as const;
