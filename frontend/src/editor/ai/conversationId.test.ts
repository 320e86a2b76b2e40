import { newConversationId } from './conversationId';

describe('newConversationId', () => {
  it('is conv_{timestamp}_{9 base-36 characters} (spec §3.8)', () => {
    expect(newConversationId(1_700_000_000_000)).toMatch(/^conv_1700000000000_[0-9a-z]{9}$/);
    // The extremes of Math.random still give one base-36 digit each.
    expect(newConversationId(5, () => 0)).toBe('conv_5_000000000');
    expect(newConversationId(5, () => 0.9999999)).toBe('conv_5_zzzzzzzzz');
  });

  it('differs between calls in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newConversationId(42)));
    expect(ids.size).toBe(1000);
  });
});
