import { parseChatReply } from './chatReply';
import { descriptionAsRichText } from './replyDescriptions';

const state = { nodes: [{ id: 'zoo', node: 'Zoo', description: '' }], relations: [] };

function replyWith(description: string): string {
  return JSON.stringify({
    explanation: 'ok',
    modifications: {
      concepts_to_modify: [{ id: 'zoo', label: 'Zoo', description }],
      concepts_to_remove: [],
      concepts_to_add: [{ id: 'new-1', label: 'Lions', description }],
      relations_to_remove: [],
      relations_to_add: [],
    },
  });
}

describe('descriptions of a chat reply', () => {
  it('keeps the markup a model wrote, sanitised, instead of escaping it', () => {
    const reply = parseChatReply(
      replyWith('<p>Big <strong>cats</strong></p><script>alert(1)</script><p onclick="x()">Prides</p>'),
      state,
    );
    const expected = '<p>Big <strong>cats</strong></p><p>Prides</p>';
    expect(reply.modifications.concepts_to_add[0].description).toBe(expected);
    expect(reply.modifications.concepts_to_modify[0].description).toBe(expected);
  });

  it('makes plain text paragraphs, one a line, its characters escaped', () => {
    expect(
      parseChatReply(replyWith('Cats < lions\n\n"Prides" & more'), state).modifications.concepts_to_add[0],
    ).toEqual({
      id: 'new-1',
      label: 'Lions',
      description: '<p>Cats &lt; lions</p><p><br /></p><p>&quot;Prides&quot; &amp; more</p>',
    });
  });

  it('leaves an empty description empty', () => {
    expect(descriptionAsRichText('')).toBe('');
    expect(descriptionAsRichText('  \n ')).toBe('');
  });
});
