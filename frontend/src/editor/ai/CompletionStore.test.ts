import { createAiApi } from '../../api/aiApi';
import { Http } from '../../api/http';
import { DocumentStore } from '../../stores/DocumentStore';
import { aiServer } from '../../testing/aiServer';
import { sampleDocument } from '../../testing/sampleDocument';
import { settingsTransaction } from '../settings/settingsTransaction';
import { CompletionStore } from './CompletionStore';

describe('CompletionStore', () => {
  it("asks for the completion in the map's settings.outputLanguage (english when unset) and lands it as one step", async () => {
    const doc = new DocumentStore(sampleDocument());
    const server = aiServer(() => 'More about B.');
    const completion = new CompletionStore({
      mapId: 'map1',
      api: createAiApi(new Http(server.fetchFn), server.fetchFn),
      doc,
    });
    const asked = () => server.to('POST', '/api/ai/completeText').map((r) => r.body);

    await completion.start('b');
    expect(asked()[0]).toEqual({
      documentName: doc.title,
      node: 'B',
      content: '',
      outputLanguage: 'english',
    });
    expect(server.requests[0].query.get('id')).toBe('map1');
    expect(doc.state.getNode('b')?.data.description).toBe('<p>More about B.</p>');
    doc.undo();
    expect(doc.state.getNode('b')?.data.description ?? '').toBe('');

    doc.apply(settingsTransaction(doc.state, { outputLanguage: 'de-DE' })!);
    await completion.start('c');
    expect(asked()[1]).toMatchObject({ node: 'C', outputLanguage: 'de-DE' });
  });
});
