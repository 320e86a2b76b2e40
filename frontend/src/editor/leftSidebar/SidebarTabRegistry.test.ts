import { IconMessage } from '@tabler/icons-react';
import type { EditorStores } from '../EditorContext';
import { SidebarStore } from './SidebarStore';
import { SidebarTabRegistry } from './SidebarTabRegistry';
import { DEFAULT_SIDEBAR_WIDTH } from './sidebarSizes';
import type { SidebarTab } from './sidebarTab';

function stores(role: 'owner' | 'reader', viewMode = 'mindmap'): EditorStores {
  return { map: { role }, ui: { viewMode }, sidebar: new SidebarStore() } as unknown as EditorStores;
}

describe('SidebarTabRegistry.open', () => {
  const opened: string[] = [];
  const registry = new SidebarTabRegistry();
  const tab = (id: string, extra: Partial<SidebarTab> = {}): SidebarTab => ({
    id,
    order: 20,
    icon: IconMessage,
    labelKey: 'chat.tab',
    Panel: () => null,
    onOpen: () => opened.push(id),
    ...extra,
  });
  registry.register(tab('messages'));
  registry.register(tab('share', { width: 860 }));
  registry.register(tab('info', { forReaders: true }));
  beforeEach(() => (opened.length = 0));

  it('opens a tab at its width and runs its onOpen once', () => {
    const s = stores('owner');
    expect(registry.open(s, 'share')).toBe(true);
    expect(s.sidebar).toMatchObject({ openTab: 'share', width: 860 });
    expect(registry.open(s, 'messages')).toBe(true);
    expect(s.sidebar).toMatchObject({ openTab: 'messages', width: DEFAULT_SIDEBAR_WIDTH });
    // Asking again for the open tab leaves it as it is.
    expect(registry.open(s, 'messages')).toBe(true);
    expect(opened).toEqual(['share', 'messages']);
  });

  it('leaves closed a tab this user cannot see, or one that does not exist', () => {
    const reader = stores('reader');
    expect(registry.open(reader, 'messages')).toBe(false);
    expect(reader.sidebar.openTab).toBeNull();
    expect(registry.open(reader, 'info')).toBe(true);
    const flashcards = stores('owner', 'flashcards');
    expect(registry.open(flashcards, 'info')).toBe(false);
    expect(registry.open(stores('owner'), 'nothing')).toBe(false);
    expect(opened).toEqual(['info']);
  });
});
