import type { ChatCurrentState, ChatMessage } from '@mapa/model';
import { chooseMapContext, type MapContext } from './chatContext';
import type { Prompt } from './modelClient';
import { outputLanguageName } from './outputLanguage';
import { estimateTokens } from './tokens';

/** Everything a chat prompt is made of. */
export interface ChatPromptInput {
  message: string;
  state: ChatCurrentState;
  selectedNodeId?: string;
  outputLanguage?: string;
  /** Earlier messages of the conversation, oldest first. */
  history: ChatMessage[];
  /** Most tokens the whole prompt may take. */
  budgetTokens: number;
}

/** A prompt and what went into it (the benchmark reports these). */
export interface ChatPrompt {
  messages: Prompt;
  tokens: number;
  context: MapContext;
}

/** Share of the budget earlier messages may take; the map gets the rest. */
const HISTORY_SHARE = 0.25;
const HISTORY_MESSAGE_CHARS = 1500;

function systemPrompt(language: string): string {
  return [
    'You are the assistant of Mapa, a mind-map editor. The user asks you to change their map of concepts (nodes)',
    'and relations (directed edges). Answer with one JSON object and nothing else:',
    '{"explanation": string, "modifications": {"concepts_to_modify": [{"id","label","description"}],',
    '"concepts_to_remove": [{"id"}], "concepts_to_add": [{"id","label","description"}],',
    '"relations_to_remove": [{"source","target"}], "relations_to_add": [{"source","target"}]}}.',
    'Rules: modify or remove only ids listed in the map below; give every added concept a new id not used in the',
    'map (for example "new-1"); a relation may only join listed ids and ids you add; descriptions are plain text;',
    'leave a list empty when there is nothing to do. The explanation tells the user in a few sentences what you',
    `propose. Write the explanation, labels and descriptions in ${language}.`,
  ].join('\n');
}

/**
 * Builds the chat prompt within the token budget: instructions, the most relevant part of the map (saying what was
 * left out), as much recent history as a quarter of the budget holds, and the user's message.
 */
export function buildChatPrompt(input: ChatPromptInput): ChatPrompt {
  const system = systemPrompt(outputLanguageName(input.outputLanguage));
  let spent = estimateTokens(system) + estimateTokens(input.message) + 16;

  const history: Prompt = [];
  const historyBudget = Math.floor(input.budgetTokens * HISTORY_SHARE);
  let historySpent = 0;
  for (let i = input.history.length - 1; i >= 0; i--) {
    const message = input.history[i];
    const content = historyContent(message);
    const cost = estimateTokens(content) + 4;
    if (historySpent + cost > historyBudget) break;
    historySpent += cost;
    history.unshift({ role: message.role === 'user' ? 'user' : 'assistant', content });
  }
  spent += historySpent;

  const selected = input.selectedNodeId
    ? `\nThe user is looking at node ${JSON.stringify(input.selectedNodeId)}.`
    : '';
  spent += estimateTokens(selected) + 8;
  const context = chooseMapContext({
    nodes: input.state.nodes,
    relations: input.state.relations,
    message: input.message,
    selectedNodeId: input.selectedNodeId,
    budgetTokens: Math.max(0, input.budgetTokens - spent),
  });
  const messages: Prompt = [
    { role: 'system', content: system },
    { role: 'system', content: `The map:\n${context.text}${selected}` },
    ...history,
    { role: 'user', content: input.message },
  ];
  return { messages, tokens: spent + context.tokens, context };
}

/** What an earlier message contributes: the user's words, or the assistant's explanation (not its JSON). */
function historyContent(message: ChatMessage): string {
  let text = message.content;
  if (message.role !== 'user') {
    try {
      const parsed = JSON.parse(text) as { explanation?: unknown };
      if (typeof parsed.explanation === 'string') text = parsed.explanation;
    } catch {
      // stored as plain text: keep it
    }
  }
  return text.length > HISTORY_MESSAGE_CHARS ? `${text.slice(0, HISTORY_MESSAGE_CHARS - 1)}…` : text;
}
