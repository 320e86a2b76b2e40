import { ActionIcon, Menu, Paper, Popover } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconCopy,
  IconLock,
  IconLockOpen,
  IconMinus,
  IconPalette,
  IconPlus,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChildren, isNodeLocked, toggleMarker } from '@mapa/model';
import { MarkerPicker } from '../markers/MarkerPicker';
import { useEditor } from '../EditorContext';
import { nodesVisualScreenBox, ON_CANVAS_MIN_ZOOM } from './screenBox';
import { useFloatingPlacement } from './useFloatingPlacement';
import type { Side } from './placement';
import { useScreenTick } from './useScreenTick';

function BarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color="gray" size="md" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Above the selection, else below it, else along its top edge inside it (a node filling the view). */
const SIDES: readonly Side[] = ['above', 'below', 'insideTop'];

/**
 * The button bar over selected nodes (spec §2.10): Clone, Expand/Collapse (one node with children), Appearance
 * (one node), Markers (a picker, issue 36), Lock/Unlock, Change Order, Remove Node. Hidden under 1100 px or zoom 0.3, for readers, and in
 * flashcards view, where editing is disabled for everyone (§5) and Expand/Collapse is hidden (§2.10): every button
 * here changes the map. It never covers the fixed controls or the selection's labels: it flips or slides
 * (`useFloatingPlacement`).
 */
export const SelectionToolbar = observer(function SelectionToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc, ui, commands, canvas, readOnly } = stores;
  useScreenTick(stores);
  const wide = useMediaQuery('(min-width: 1100px)', true);
  const engine = ui.engine;
  const ids = doc.selection.nodes;
  const shown = !readOnly && engine && ids.length > 0 && wide && ui.zoom >= ON_CANVAS_MIN_ZOOM;
  const box = shown ? nodesVisualScreenBox(engine, doc.state, ids) : null;
  const place = useFloatingPlacement<HTMLDivElement>(canvas.container, box, SIDES, 12);
  if (!box) return null;
  const single = ids.length === 1 ? ids[0] : null;
  const singleNode = single ? doc.state.getNode(single) : undefined;
  const allLocked = ids.every((id) => {
    const node = doc.state.getNode(id);
    return node ? isNodeLocked(node) : true;
  });
  const collapsible = single !== null && hasChildren(doc.state, single);

  return (
    <Paper
      ref={place.ref}
      role="toolbar"
      aria-label={t('canvasTools.selectionBar')}
      shadow="md"
      radius="md"
      withBorder
      p={4}
      style={{ ...place.style, zIndex: 3, display: 'flex', gap: 2 }}
    >
      <BarButton label={t('canvasTools.clone')} onClick={() => commands.clone(ids)}>
        <IconCopy size={17} />
      </BarButton>
      {collapsible && (
        <BarButton
          label={singleNode?.data.collapsed ? t('canvasTools.expand') : t('canvasTools.collapse')}
          onClick={() => commands.toggleCollapse(single)}
        >
          {singleNode?.data.collapsed ? <IconPlus size={17} /> : <IconMinus size={17} />}
        </BarButton>
      )}
      {single && (
        <BarButton
          label={t('canvasTools.appearance')}
          onClick={() => {
            ui.openNode(single);
            canvas.setPanelTab('appearance');
          }}
        >
          <IconPalette size={17} />
        </BarButton>
      )}
      <Popover position="bottom" withinPortal shadow="md" trapFocus>
        <Popover.Target>
          <Tooltip label={t('markers.picker')} withinPortal>
            <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('markers.picker')}>
              <IconTag size={17} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p="xs" style={{ maxWidth: 300 }}>
          <MarkerPicker
            testId="selection-marker-picker"
            active={doc.state.getNode(ids[0])?.data.markers ?? []}
            onToggle={(id) => {
              // On several nodes: what the first one has decides whether the marker is added or removed.
              const has = doc.state.getNode(ids[0])?.data.markers?.includes(id) ?? false;
              commands.editMarkers((m) => (m?.includes(id) === has ? toggleMarker(m, id) : m), ids);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      <BarButton
        label={allLocked ? t('canvasTools.unlock') : t('canvasTools.lock')}
        onClick={() => commands.toggleLock(ids)}
      >
        {allLocked ? <IconLockOpen size={17} /> : <IconLock size={17} />}
      </BarButton>
      {single && (
        <Menu position="bottom" withinPortal>
          <Menu.Target>
            <Tooltip label={t('canvasTools.changeOrder')} withinPortal>
              <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('canvasTools.changeOrder')}>
                <IconArrowsSort size={17} />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => commands.order(single, 'front')}>
              {t('contextMenu.bringToFront')}
            </Menu.Item>
            <Menu.Item onClick={() => commands.order(single, 'back')}>
              {t('contextMenu.sendToBack')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <BarButton label={t('canvasTools.removeNode')} onClick={() => commands.removeNodes(ids)}>
        <IconTrash size={17} color="var(--mantine-color-red-6)" />
      </BarButton>
    </Paper>
  );
});
