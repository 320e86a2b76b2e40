import { IDBFactory } from 'fake-indexeddb';
import { MapRecordStore } from './mapRecordStore';

type Note = { mapId: string; text: string };

describe('MapRecordStore', () => {
  it('keeps one record per map across instances, replaces it and deletes it', async () => {
    const factory = new IDBFactory();
    const first = new MapRecordStore<Note>('db-a', 'notes', factory);
    expect(await first.get('m1')).toBeNull();
    await first.put({ mapId: 'm1', text: 'one' });
    await first.put({ mapId: 'm2', text: 'two' });
    await first.put({ mapId: 'm1', text: 'one again' });

    // A later visit opens the same database afresh.
    const later = new MapRecordStore<Note>('db-a', 'notes', factory);
    expect(await later.get('m1')).toEqual({ mapId: 'm1', text: 'one again' });
    await later.delete('m1');
    await later.delete('never-there');
    expect(await later.get('m1')).toBeNull();
    expect(await first.get('m2')).toEqual({ mapId: 'm2', text: 'two' });
  });

  it('keeps each database apart (the save queue and the study grades each have their own)', async () => {
    const factory = new IDBFactory();
    const saves = new MapRecordStore<Note>('db-a', 'notes', factory);
    const grades = new MapRecordStore<Note>('db-b', 'grades', factory);
    await saves.put({ mapId: 'm1', text: 'save' });
    await grades.put({ mapId: 'm1', text: 'grade' });
    await grades.delete('m1');
    expect(await saves.get('m1')).toEqual({ mapId: 'm1', text: 'save' });
    expect(await grades.get('m1')).toBeNull();
  });

  it('rejects a write the database refuses, and reads no record for it', async () => {
    const store = new MapRecordStore<Note>('db-a', 'notes', new IDBFactory());
    // No key: the store's key path `mapId` is missing, so IndexedDB refuses the record.
    await expect(store.put({ text: 'no key' } as unknown as Note)).rejects.toThrow();
    expect(await store.get('undefined')).toBeNull();
  });
});
