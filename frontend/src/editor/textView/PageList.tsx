import { useCallback, useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { addPage } from './addPage';
import { OutlineList } from './OutlineList';
import { ListModeSwitch, PageSearch } from './PageSearch';
import { PageListRow } from './PageListRow';
import { rowsInWindow, totalHeight } from './pageRows';
import type { PageSection, TextViewStore } from './TextViewStore';

/** Rows drawn above and below the visible window, so a quick scroll does not show blanks. */
const OVERSCAN_PX = 400;

/**
 * The text view's left side (spec §2.19): 'Search nodes...' and the sections of pages, or the outline. This part
 * re-renders only when the list switches between the two; a keystroke re-renders the field and the rows.
 */
export const PageList = observer(function PageList({ store }: { store: TextViewStore }) {
  const search = useRef<HTMLInputElement>(null);
  // Where the rows are scrolled, kept from their scroll events: a search goes back to the top without asking the
  // browser (which would lay the page out in the middle of the keystroke).
  const rows = useRef<{ element: HTMLDivElement | null; top: number }>({ element: null, top: 0 });
  const toTop = useCallback(() => {
    if (rows.current.top !== 0) rows.current.element?.scrollTo({ top: 0 });
  }, []);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box p="md" pb="xs">
        <PageSearch store={store} inputRef={search} onQuery={toTop} />
        <ListModeSwitch store={store} />
      </Box>
      {store.outlineShown ? (
        <OutlineList store={store} onEscape={() => search.current?.focus()} />
      ) : (
        <PageRows store={store} scroll={rows.current} />
      )}
    </Box>
  );
});

/**
 * The sections' rows, virtualised: only the rows in view (and a margin) are in the DOM, so a 100,000-node map
 * costs as much as a small one. `scroll` is told where the rows are and how far they are scrolled.
 */
const PageRows = observer(function PageRows({
  store,
  scroll,
}: {
  store: TextViewStore;
  scroll: { element: HTMLDivElement | null; top: number };
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const element = scroller.current!;
    scroll.element = element;
    const measure = () => {
      scroll.top = element.scrollTop;
      setView({ top: element.scrollTop, height: element.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroll.element = null;
      scroll.top = 0;
    };
  }, [scroll]);

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
    // Plain elements rather than Mantine's Box: these two render on every keystroke.
    <div
      ref={scroller}
      data-testid="page-list"
      style={{ flex: 1, overflowY: 'auto', minHeight: 0, position: 'relative' }}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        scroll.top = top;
        setView((current) => (current.top === top ? current : { ...current, top }));
      }}
    >
      <div style={{ position: 'relative', height: totalHeight(sections) + 12 }}>
        {rows.map((row) => (
          <PageListRow
            key={row.key}
            row={row}
            label={row.kind === 'page' ? (state.getNode(row.id)?.data.label ?? '') : ''}
            markers={row.kind === 'page' ? state.getNode(row.id)?.data.markers : undefined}
            selected={row.kind === 'page' && row.id === store.pageId}
            untitled={untitled}
            query={store.query}
            canAdd={!stores.readOnly}
            onSelect={select}
            onAdd={add}
          />
        ))}
      </div>
    </div>
  );
});
