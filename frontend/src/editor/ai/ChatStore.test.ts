import type { ChatReply, Suggestion } from '@mapa/model';
import { createAiApi } from '../../api/aiApi';
import { Http } from '../../api/http';
import { DocumentStore } from '../../stores/DocumentStore';
import { aiServer, type AiRequest } from '../../testing/aiServer';
import { sampleDocument } from '../../testing/sampleDocument';
import { settingsTransaction } from '../settings/settingsTransaction';
import { ChatStore, SUGGESTION_POLL_MS } from './ChatStore';

const noChanges: ChatReply = {
  explanation: 'Done.',
  modifications: {
    concepts_to_modify: [],
    concepts_to_remove: [],
    concepts_to_add: [],
    relations_to_remove: [],
    relations_to_add: [],
  },
};

const none: Suggestion = { hasSuggestions: false, kind: 'none', message: '', cta: '' };

/** A chat on the sample map whose server suggests `suggestions[i]` at the i-th poll (the last one after that). */
function chatOn(doc: DocumentStore, suggestions: Suggestion[] = [none]) {
  let polls = 0;
  const server = aiServer((r: AiRequest) => {
    if (r.path === '/api/ai/suggestions') return suggestions[Math.min(polls++, suggestions.length - 1)];
    if (r.method === 'POST') return [];
    if (r.method === 'PUT') return noChanges;
    return undefined;
  });
  const chat = new ChatStore({
    mapId: 'map1',
    api: createAiApi(new Http(server.fetchFn), server.fetchFn),
    doc,
    fetchCredits: () => Promise.resolve(100),
    language: () => 'en',
  });
  return { chat, server, polls: () => server.to('GET', '/api/ai/suggestions').length };
}

describe('ChatStore', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for suggestions at start and again every 300,000 ms until stopped (spec §9)', async () => {
    jest.useFakeTimers();
    const tip: Suggestion = {
      hasSuggestions: true,
      kind: 'describeLeaf',
      message: 'B has no description.',
      cta: 'Describe B',
    };
    const { chat, server, polls } = chatOn(new DocumentStore(sampleDocument()), [none, tip]);
    const stop = chat.start();
    expect(polls()).toBe(1);
    expect(server.to('GET', '/api/ai/suggestions')[0].query.get('id')).toBe('map1');
    await jest.advanceTimersByTimeAsync(SUGGESTION_POLL_MS - 1);
    expect(polls()).toBe(1);
    expect(chat.suggestion).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(2);
    expect(chat.suggestion).toEqual(tip);
    chat.dismissSuggestion();
    await jest.advanceTimersByTimeAsync(SUGGESTION_POLL_MS);
    expect(polls()).toBe(3);
    expect(chat.suggestion).toEqual(tip); // a dismissed suggestion comes back at the next poll if it still holds
    stop();
    await jest.advanceTimersByTimeAsync(3 * SUGGESTION_POLL_MS);
    expect(polls()).toBe(3);
    expect(SUGGESTION_POLL_MS).toBe(300_000);
  });

  it("sends the map's settings.outputLanguage with each message, as it is when the message goes", async () => {
    const doc = new DocumentStore(sampleDocument());
    const { chat, server } = chatOn(doc);
    const sent = () =>
      server.to('PUT', '/api/documents/chatbot').map((r) => r.body as Record<string, unknown>);

    chat.setInput('Add a node');
    await chat.send();
    expect(sent()[0]).toMatchObject({ role: 'user', content: 'Add a node' });
    expect(sent()[0]).not.toHaveProperty('outputLanguage'); // no setting: the server's default

    doc.apply(settingsTransaction(doc.state, { outputLanguage: 'pt-BR' })!);
    chat.setInput('Mais um');
    await chat.send();
    expect(sent()[1]).toMatchObject({ content: 'Mais um', outputLanguage: 'pt-BR' });
    expect(server.to('PUT', '/api/documents/chatbot')[1].query.get('conversationId')).toBe(
      chat.conversationId,
    );
    expect(chat.messages.map((m) => m.text)).toEqual(['Add a node', 'Done.', 'Mais um', 'Done.']);
  });
});
