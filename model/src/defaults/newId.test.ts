import { newId } from './newId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes distinct v4 uuids, also without crypto.randomUUID (insecure browser contexts)', () => {
    expect(new Set(Array.from({ length: 100 }, newId)).size).toBe(100);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newId()).toMatch(UUID);
      expect(newId()).not.toBe(newId());
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
