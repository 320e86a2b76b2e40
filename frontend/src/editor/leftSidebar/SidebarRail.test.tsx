import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { observable, runInAction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { createI18n } from '../../i18n/createI18n';
import type { EditorStores } from '../EditorContext';
import { SidebarRail } from './SidebarRail';
import { SidebarTabRegistry } from './SidebarTabRegistry';
import type { SidebarTab } from './sidebarTab';

// Rendered to a string as on a server: observers read observables without subscribing (no reactions to clean up).
enableStaticRendering(true);
createI18n({ lng: 'en' });

// A test-only tab standing in for the messages tab of a later feature: a badge with the unread count and a
// 'New message' balloon while something is unread.
const unread = observable.box(0);
const messagesLike: SidebarTab = {
  id: 'test-messages',
  order: 20,
  icon: IconMessage,
  labelKey: 'documentInfo.tab',
  Panel: () => null,
  badge: () => unread.get(),
  balloon: () => (unread.get() > 0 ? 'New message' : null),
};
const infoLike: SidebarTab = {
  ...messagesLike,
  id: 'test-info',
  order: 10,
  forReaders: true,
  badge: undefined,
  balloon: undefined,
};

function stores(role: 'owner' | 'reader', viewMode = 'mindmap'): EditorStores {
  return { map: { role }, ui: { viewMode } } as unknown as EditorStores;
}

function rail(registry: SidebarTabRegistry, s: EditorStores, openTab: string | null = null): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <SidebarRail tabs={registry.visibleFor(s)} stores={s} openTab={openTab} onToggle={() => undefined} />
    </MantineProvider>,
  );
}

describe('SidebarRail', () => {
  const registry = new SidebarTabRegistry();
  registry.register(messagesLike);
  registry.register(infoLike);

  afterEach(() => runInAction(() => unread.set(0)));

  it('shows a registered tab with no badge and no balloon while nothing is new', () => {
    const html = rail(registry, stores('owner'));
    expect(html).toContain('id="sidebar-tab-test-messages"');
    expect(html).not.toContain('New message');
    expect(html).not.toContain('(0 new)');
  });

  it("shows the tab's badge count in its name and its balloon while something is new", () => {
    runInAction(() => unread.set(3));
    const html = rail(registry, stores('owner'));
    expect(html).toContain('aria-label="Map info (3 new)"');
    expect(html).toMatch(/data-with-label="true">3</); // the count drawn on the button
    expect(html).toContain('data-testid="sidebar-balloon"');
    expect(html).toContain('New message');
  });

  it('hides the balloon while its tab is open', () => {
    runInAction(() => unread.set(1));
    expect(rail(registry, stores('owner'), 'test-messages')).not.toContain('New message');
  });

  it('orders buttons by `order` and gives readers only the tabs meant for them', () => {
    const owner = rail(registry, stores('owner'));
    expect(owner.indexOf('sidebar-tab-test-info')).toBeLessThan(owner.indexOf('sidebar-tab-test-messages'));
    const reader = rail(registry, stores('reader'));
    expect(reader).toContain('sidebar-tab-test-info');
    expect(reader).not.toContain('sidebar-tab-test-messages');
    expect(registry.visibleFor(stores('owner', 'flashcards'))).toEqual([]);
  });

  it('refuses a second tab with the same id and removes a tab on request', () => {
    const local = new SidebarTabRegistry();
    const remove = local.register(infoLike);
    expect(() => local.register(infoLike)).toThrow(/registered twice/);
    remove();
    expect(local.list()).toEqual([]);
  });
});
