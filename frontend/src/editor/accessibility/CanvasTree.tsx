import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { CANVAS_TREE_ATTRIBUTE } from '../commands/shortcuts';
import { announcementFor, canvasTreeRows, childCount, type Announcement } from './canvasTree';
import type { TFunction } from 'i18next';

/** An announcement in words; a node without a title (a new one) is told as such, not as an empty word. */
function spoken({ key, values }: Announcement, t: TFunction): string {
  const words = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === '' ? t('a11y.untitled') : v]),
  );
  return t(key, words);
}

/** Rows rendered either side of the active one: a 100,000-node map is never all in the DOM. */
const WINDOW_ROWS = 25;

/**
 * The canvas's accessible twin (issue #12): a visually hidden WAI-ARIA tree of the nodes from the roots along
 * the edges (explicit `aria-level`, `aria-posinset`, `aria-setsize`, only a window of rows rendered). Its active
 * row follows the canvas selection, and holds the focus when the tree has it; ↑/↓/Home/End (and → into the
 * first child, ← to the parent) select on the canvas. A polite live region tells the selection, creation,
 * deletion and connection.
 */
export const CanvasTree = observer(function CanvasTree() {
  const { t } = useTranslation();
  const { doc, ui, keyboard } = useEditor();
  const tree = useRef<HTMLDivElement>(null);
  const [version, setVersion] = useState(0);
  // What was told, kept as its catalogue key and values and put into words when drawn: after a language switch
  // the region holds the same sentence in the new language (and screen readers hear it again), not the old one.
  const [message, setMessage] = useState<Announcement | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(
    () =>
      doc.subscribe((change) => {
        setVersion((v) => v + 1);
        if (change.kind !== 'transaction') return;
        const said = announcementFor(doc.state, change.tx);
        if (said) setMessage(said);
      }),
    [doc],
  );

  void version;
  const state = doc.state;
  const rows = canvasTreeRows(state);
  const selected = doc.selection.nodes.length === 1 ? doc.selection.nodes[0] : null;
  const selectedIndex = selected === null ? -1 : rows.findIndex((row) => row.id === selected);
  const active = Math.min(selectedIndex >= 0 ? selectedIndex : activeIndex, Math.max(0, rows.length - 1));
  const titleOf = (id: string) => state.getNode(id)?.data.label?.trim() || t('a11y.untitled');

  // The selection is told; when the tree has the focus it moves to the selected row.
  useEffect(() => {
    const node = selected === null ? undefined : doc.state.getNode(selected);
    if (!node) return;
    setMessage({ key: 'a11y.announce.selected', values: { title: node.data.label?.trim() ?? '' } });
    if (tree.current?.contains(document.activeElement))
      tree.current.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [selected, doc]); // told once per selection, not per render

  const select = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActiveIndex(rows.indexOf(row));
    if (ui.engine) ui.engine.select({ nodes: [row.id], edges: [] });
    else doc.setSelection({ nodes: [row.id], edges: [] });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While a connection is chosen, the arrows choose its target (the editor's keys), not a row.
    if (keyboard.connecting) return;
    const row = rows[active];
    const moves: Record<string, () => number> = {
      ArrowDown: () => active + 1,
      ArrowUp: () => active - 1,
      Home: () => 0,
      End: () => rows.length - 1,
      ArrowRight: () => (row?.expanded ? active + 1 : active),
      ArrowLeft: () => rows.slice(0, active).findLastIndex((r) => r.level === (row?.level ?? 1) - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation(); // the canvas's own arrow keys must not also move the selection
    const to = move();
    if (to >= 0) select(to);
  };

  const first = Math.max(0, active - WINDOW_ROWS);
  const shown = rows.slice(first, active + WINDOW_ROWS + 1);
  return (
    <VisuallyHidden>
      <div
        ref={tree}
        role="tree"
        aria-label={t('a11y.tree')}
        onKeyDown={onKeyDown}
        {...{ [CANVAS_TREE_ATTRIBUTE]: '' }}
      >
        {shown.map((row, i) => {
          const index = first + i;
          const children = childCount(state, row.id);
          return (
            <div
              key={`${row.parentId ?? ''}/${row.id}/${index}`}
              role="treeitem"
              tabIndex={index === active ? 0 : -1}
              aria-level={row.level}
              aria-posinset={row.posInSet}
              aria-setsize={row.setSize}
              aria-selected={row.id === selected}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-label={`${titleOf(row.id)}, ${t('a11y.children', { count: children })}`}
              data-node-id={row.id}
              onFocus={() => {
                if (row.id !== selected) select(index);
              }}
            />
          );
        })}
      </div>
      <div role="status" aria-live="polite" data-testid="canvas-announcer">
        {message && spoken(message, t)}
      </div>
    </VisuallyHidden>
  );
});
