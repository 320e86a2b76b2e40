import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, CloseButton, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { addPage } from './addPage';
import { OutlineList } from './OutlineList';
import { PageListRow } from './PageListRow';
import { rowsInWindow, totalHeight } from './pageRows';
import type { PageSection, TextViewStore } from './TextViewStore';

/** Rows drawn above and below the visible window, so a quick scroll does not show blanks. */
const OVERSCAN_PX = 400;

/**
 * The text view's left side (spec §2.19): 'Search nodes...' and the sections of pages. Virtualised: only the rows
 * in view (and a margin) are in the DOM, so a 100,000-node map costs as much as a small one.
 */
export const PageList = observer(function PageList({ store }: { store: TextViewStore }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const scroller = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const outline = store.listMode === 'outline' && store.query.trim() === '';
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [outline]);

  const sections = store.sections;
  const state = stores.doc.state;
  void store.version; // labels shown are re-read after every change
  const rows = rowsInWindow(sections, view.top - OVERSCAN_PX, view.top + view.height + OVERSCAN_PX);
  // Stable across renders, so memoised rows that did not change are skipped (they read the store when called).
  const add = useCallback(
    (section: PageSection) => {
      const id = addPage(stores, section, store.pageId);
      if (id !== null) store.selectPage(id);
    },
    [stores, store],
  );
  const select = useCallback((id: string) => store.selectPage(id), [store]);
  const untitled = t('textView.untitled');

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box p="md" pb="xs">
        <TextInput
          ref={search}
          aria-label={t('textView.searchLabel')}
          placeholder={t('textView.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            store.query ? (
              <CloseButton
                size="sm"
                aria-label={t('textView.clearSearch')}
                onClick={() => store.setQuery('')}
              />
            ) : null
          }
          value={store.query}
          onChange={(event) => {
            store.setQuery(event.currentTarget.value);
            scroller.current?.scrollTo({ top: 0 });
          }}
          radius="md"
        />
        <SegmentedControl
          mt="xs"
          fullWidth
          size="xs"
          aria-label={t('textView.listMode')}
          value={store.listMode}
          onChange={(value) => store.setListMode(value as 'pages' | 'outline')}
          data={[
            { value: 'pages', label: t('textView.modePages') },
            { value: 'outline', label: t('textView.modeOutline') },
          ]}
        />
      </Box>
      {outline ? (
        <OutlineList store={store} onEscape={() => search.current?.focus()} />
      ) : (
        <Box
          ref={scroller}
          data-testid="page-list"
          style={{ flex: 1, overflowY: 'auto', minHeight: 0, position: 'relative' }}
          onScroll={(event) => {
            const top = event.currentTarget.scrollTop;
            setView((current) => (current.top === top ? current : { ...current, top }));
          }}
        >
          <Box style={{ position: 'relative', height: totalHeight(sections) + 12 }}>
            {rows.map((row) => (
              <PageListRow
                key={row.key}
                row={row}
                label={row.kind === 'page' ? (state.getNode(row.id)?.data.label ?? '') : ''}
                selected={row.kind === 'page' && row.id === store.pageId}
                untitled={untitled}
                query={store.query}
                canAdd={!stores.readOnly}
                onSelect={select}
                onAdd={add}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
});
