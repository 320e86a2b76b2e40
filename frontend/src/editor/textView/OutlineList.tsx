import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Text } from '@mantine/core';
import { IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { outlineEdit } from './outlineKeys';
import { OutlineZoomBar } from './OutlineZoomBar';
import { ROW_HEIGHT } from './pageRows';
import type { TextViewStore } from './TextViewStore';
import { MarkerStrip } from '../markers/MarkerStrip';

const OVERSCAN_ROWS = 12;
const INDENT_PX = 18;

/** A row's key: a page with several parents is listed once under each. */
const keyOf = (id: string, parentId: string | null) => `${parentId ?? ''}/${id}`;

/**
 * The map as an outline (issue 13): an ARIA tree (explicit `aria-level`, `aria-posinset`, `aria-setsize`),
 * virtualised like the page list. ↑/↓ move, →/← expand and collapse, a click or Space opens the page; for
 * editors Enter adds a sibling, Tab / Shift+Tab re-parent, Alt+Shift+↑/↓ reorder (one transaction each), and
 * Escape goes back to the search box.
 */
export const OutlineList = observer(function OutlineList({
  store,
  onEscape,
}: {
  store: TextViewStore;
  onEscape: () => void;
}) {
  const { t } = useTranslation();
  const { doc, readOnly, commands } = useEditor();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const wantFocus = useRef(false);
  useEffect(() => {
    const element = scroller.current!;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  void store.version;
  const rows = store.outline;
  const state = doc.state;
  const focusIndex = Math.max(
    0,
    rows.findIndex((row) => keyOf(row.id, row.parentId) === focusKey),
  );

  // After a key moved the focus (or the page it was on), bring that row into view and give it the focus.
  useEffect(() => {
    if (!wantFocus.current) return;
    const element = scroller.current!;
    const top = focusIndex * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
    const row = element.querySelector<HTMLElement>(`[data-row="${focusIndex}"]`);
    if (row) {
      wantFocus.current = false;
      row.focus();
    }
  });

  const focusRow = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    wantFocus.current = true;
    setFocusKey(keyOf(row.id, row.parentId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const row = rows[index];
    const key = event.key;
    if (key === 'Escape') return onEscape();
    if (event.altKey && !event.shiftKey && (key === 'ArrowRight' || key === 'ArrowLeft')) {
      event.preventDefault();
      if (key === 'ArrowLeft') store.zoomOut();
      else store.zoomInto(rows, index);
      wantFocus.current = true;
      setFocusKey(null); // the first row of the new level
      return;
    }
    if (!event.altKey && (key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      return focusRow(index + (key === 'ArrowDown' ? 1 : -1));
    }
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      event.preventDefault();
      if (key === 'ArrowRight' && row.hasChildren && !row.expanded) store.toggleExpanded(row.id, true);
      else if (key === 'ArrowRight' && row.expanded) focusRow(index + 1);
      else if (key === 'ArrowLeft' && row.expanded) store.toggleExpanded(row.id, false);
      else if (key === 'ArrowLeft' && row.parentId !== null)
        focusRow(rows.slice(0, index).findLastIndex((r) => r.level === row.level - 1));
      return;
    }
    if (key === ' ') {
      event.preventDefault();
      return store.selectPage(row.id);
    }
    if (readOnly) return;
    const edit = outlineEdit(doc, rows, index, event, commands.childSide());
    if (!edit) {
      if (key === 'Tab') event.preventDefault(); // stay in the outline: Escape leaves it
      return;
    }
    event.preventDefault();
    doc.apply(edit.tx);
    if (edit.focus.parentId !== null) store.toggleExpanded(edit.focus.parentId, true);
    if (key === 'Enter') store.selectPage(edit.focus.id);
    wantFocus.current = key !== 'Enter'; // a new page: its title takes the focus
    setFocusKey(keyOf(edit.focus.id, edit.focus.parentId));
  };

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN_ROWS);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN_ROWS);
  return (
    <>
      <OutlineZoomBar store={store} />
      <Box
        ref={scroller}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        onScroll={(event) => {
          const top = event.currentTarget.scrollTop;
          setView((current) => (current.top === top ? current : { ...current, top }));
        }}
      >
        <Box
          role="tree"
          aria-label={t('textView.outline')}
          style={{ position: 'relative', height: rows.length * ROW_HEIGHT + 12 }}
        >
          {rows.slice(first, last).map((row, offset) => {
            const index = first + offset;
            const label = state.getNode(row.id)?.data.label ?? '';
            return (
              <div
                key={keyOf(row.id, row.parentId)}
                role="treeitem"
                data-row={index}
                aria-level={row.level}
                aria-posinset={row.posInSet}
                aria-setsize={row.setSize}
                aria-expanded={row.hasChildren ? row.expanded : undefined}
                aria-selected={row.id === store.pageId}
                tabIndex={index === focusIndex ? 0 : -1}
                className="mapa-page-row mapa-outline-row"
                data-selected={row.id === store.pageId || undefined}
                style={{
                  position: 'absolute',
                  top: index * ROW_HEIGHT,
                  height: ROW_HEIGHT,
                  left: 0,
                  right: 0,
                  paddingLeft: 8 + (row.level - 1) * INDENT_PX,
                }}
                onClick={() => {
                  setFocusKey(keyOf(row.id, row.parentId));
                  store.selectPage(row.id);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Box
                  component="span"
                  aria-hidden
                  w={20}
                  style={{
                    display: 'inline-flex',
                    flexShrink: 0,
                    cursor: row.hasChildren ? 'pointer' : undefined,
                  }}
                  onClick={(event) => {
                    if (!row.hasChildren) return;
                    event.stopPropagation();
                    store.toggleExpanded(row.id);
                  }}
                >
                  {row.hasChildren && (
                    <IconChevronRight
                      size={14}
                      style={{
                        transform: row.expanded ? 'rotate(90deg)' : undefined,
                        transition: 'transform 120ms',
                      }}
                    />
                  )}
                </Box>
                <MarkerStrip markers={state.getNode(row.id)?.data.markers} />
                <Text
                  size="sm"
                  truncate
                  c={label ? undefined : 'var(--mapa-text-muted)'}
                  fs={label ? undefined : 'italic'}
                >
                  {label || t('textView.untitled')}
                </Text>
                {row.hasChildren && (
                  // Mouse only, like the chevron (a control inside a tree item is not allowed): Alt+→ from the keys.
                  <Box
                    component="span"
                    aria-hidden
                    title={t('textView.zoomIn', { title: label || t('textView.untitled') })}
                    className="mapa-outline-zoom"
                    data-testid="outline-zoom-in"
                    onClick={(event) => {
                      event.stopPropagation();
                      store.zoomInto(rows, index);
                    }}
                  >
                    <IconZoomIn size={14} />
                  </Box>
                )}
              </div>
            );
          })}
        </Box>
      </Box>
    </>
  );
});
