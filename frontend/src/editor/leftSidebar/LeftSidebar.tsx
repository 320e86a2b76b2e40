import { useEffect, type KeyboardEvent } from 'react';
import { Box, CloseButton, Group, ScrollArea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { SidebarRail, railButtonId } from './SidebarRail';
import { SidebarResizer } from './SidebarResizer';
import type { SidebarTabRegistry } from './SidebarTabRegistry';
import { COLLAPSED_SIDEBAR_WIDTH, DEFAULT_SIDEBAR_WIDTH, MOBILE_MAX_WIDTH } from './sidebarSizes';
import type { SidebarTab } from './sidebarTab';
import { sidebarTabs } from './tabs';
import './leftSidebar.css';

/**
 * The left sidebar (spec §2.7): the icon rail of the visible tabs and, while one is open, its panel at the tab's
 * width, resizable from the right edge. Hidden on mobile, in flashcards view, and when no tab is visible.
 */
export const LeftSidebar = observer(function LeftSidebar({
  registry = sidebarTabs,
}: {
  registry?: SidebarTabRegistry;
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { sidebar } = stores;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const tabs = mobile ? [] : registry.visibleFor(stores);
  const open = tabs.find((tab) => tab.id === sidebar.openTab) ?? null;

  // A tab that can no longer be seen (mobile, flashcards, a view change) is closed, not left open unseen.
  useEffect(() => {
    if (sidebar.openTab !== null && !open) sidebar.close();
  }, [sidebar, open]);

  if (tabs.length === 0) return null;

  const toggle = (tab: SidebarTab) => {
    const opening = sidebar.openTab !== tab.id;
    sidebar.toggle(tab.id, tab.width ?? DEFAULT_SIDEBAR_WIDTH);
    if (opening) tab.onOpen?.(stores);
  };
  const close = () => {
    const id = sidebar.openTab;
    sidebar.close();
    if (id) document.getElementById(railButtonId(id))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    // React brings keys from the panel's portals (a menu's dropdown, a confirmation dialog) here too: their Escape
    // closes them, not the panel behind.
    if (!event.currentTarget.contains(event.target as Node)) return;
    // An open dropdown (select, colour picker) inside the panel takes its own Escape.
    if ((event.target as Element).closest('[aria-expanded="true"]')) return;
    event.preventDefault();
    close();
  };

  return (
    <Box
      component="aside"
      aria-label={t('leftSidebar.label')}
      data-testid="left-sidebar"
      data-open-tab={open?.id ?? ''}
      pos="relative"
      bg="var(--mapa-surface)"
      onKeyDown={onKeyDown}
      className="mapa-left-sidebar"
      style={{ width: open ? sidebar.width : COLLAPSED_SIDEBAR_WIDTH, display: 'flex' }}
    >
      <SidebarRail tabs={tabs} stores={stores} openTab={open?.id ?? null} onToggle={toggle} />
      {open && (
        <Box
          component="section"
          aria-labelledby="sidebar-panel-title"
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            borderLeft: '1px solid var(--mapa-border)',
          }}
        >
          <Group justify="space-between" wrap="nowrap" px="lg" pt="md" pb="xs">
            <Title id="sidebar-panel-title" order={2} size="h4" lineClamp={1} style={{ minWidth: 0 }}>
              {t(open.titleKey ?? open.labelKey)}
            </Title>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {open.HeaderAside && <open.HeaderAside />}
              <CloseButton aria-label={t('leftSidebar.close', { label: t(open.labelKey) })} onClick={close} />
            </Group>
          </Group>
          {open.fill ? (
            <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
              <open.Panel onClose={close} />
            </Box>
          ) : (
            <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
              <Box px="lg" pb="lg" pt="xs">
                <open.Panel onClose={close} />
              </Box>
            </ScrollArea>
          )}
          <SidebarResizer sidebar={sidebar} />
        </Box>
      )}
    </Box>
  );
});
