import { ActionIcon, Button, Divider, SegmentedControl } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconPlus,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EditorTool } from '../../stores/UiStore';
import { useEditor } from '../EditorContext';
import { FloatingBar } from './FloatingBar';
import { neighbourInOrder } from '../canvasTools/nodeNavigation';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { onboardingTarget } from '../firstRun/onboardingTarget';
import { useFitsFull } from '../../lib/useFitsFull';
import { useRowEdgeDividers } from './useRowEdgeDividers';
import './bottomToolbar.css';
import { canvasInset } from '../camera/canvasInsets';

/**
 * The bottom tool bar (spec §2.5, non-readers): SELECT / CONNECT, Add node, previous/next node; can be hidden. On a
 * phone, and wherever the canvas is too narrow for it in full (a node panel open on a small laptop, the longer
 * Portuguese words), it is compact: Add node is an icon and the rest smaller, so no word is cut.
 */
export const BottomToolbar = observer(function BottomToolbar() {
  const { t, i18n } = useTranslation();
  const { doc, ui, canvas, commands } = useEditor();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const [bar, roomy] = useFitsFull<HTMLDivElement>(
    (element) => (element.parentElement?.clientWidth ?? 0) - 16,
    `${i18n.language} ${mobile} ${canvas.toolbarHidden}`,
  );
  useRowEdgeDividers(bar);
  const compact = mobile || !roomy;
  const iconSize = compact ? 'md' : 'lg';

  const addNode = () => commands.newNode(ui.engine?.getViewport().center ?? { x: 0, y: 0 });
  const go = (step: 1 | -1) => {
    const id = neighbourInOrder(doc.state, doc.activeNodeId ?? doc.selection.nodes[0] ?? null, step);
    if (!id) return;
    ui.engine?.select({ nodes: [id], edges: [] });
    ui.engine?.focusNode(id);
    ui.openNode(id);
  };

  if (canvas.toolbarHidden) {
    return (
      <Tooltip label={t('canvasTools.showToolbar')}>
        <ActionIcon
          aria-label={t('canvasTools.showToolbar')}
          data-canvas-obstacle
          {...canvasInset('bottom')}
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => canvas.setToolbarHidden(false)}
          style={{ position: 'absolute', zIndex: 1, bottom: 24, left: '50%', transform: 'translateX(-50%)' }}
        >
          <IconChevronUp size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }

  return (
    <FloatingBar
      ref={bar}
      className="mapa-bottom-toolbar"
      label={t('toolbar.label')}
      edge="bottom"
      style={{
        bottom: mobile ? 12 : 24,
        left: '50%',
        transform: 'translateX(-50%)',
        // Its own width, not what is left right of `left: 50%`: shrunk to that half of the canvas it wrapped on a
        // phone with room to spare.
        width: 'max-content',
        maxWidth: 'calc(100% - 16px)',
        // Compact and still too wide (both side panels open): its parts go onto a second row, none is cut.
        flexWrap: compact ? 'wrap' : 'nowrap',
        justifyContent: 'center',
      }}
    >
      <SegmentedControl
        aria-label={t('toolbar.mode')}
        size={compact ? 'xs' : 'sm'}
        radius="md"
        value={ui.tool}
        onChange={(value) => ui.setTool(value as EditorTool)}
        data={[
          { value: 'select', label: t('toolbar.select') },
          { value: 'connect', label: t('toolbar.connect') },
        ]}
      />
      <Divider orientation="vertical" mx={compact ? 0 : 4} />
      {compact ? (
        <ActionIcon
          {...onboardingTarget('create-node')}
          size={compact ? 30 : 36}
          radius="md"
          aria-label={t('toolbar.addNode')}
          onClick={addNode}
        >
          <IconPlus size={18} />
        </ActionIcon>
      ) : (
        <Button
          {...onboardingTarget('create-node')}
          leftSection={<IconPlus size={16} />}
          size="sm"
          radius="md"
          onClick={addNode}
        >
          {t('toolbar.addNode')}
        </Button>
      )}
      <Divider orientation="vertical" mx={compact ? 0 : 4} />
      <Tooltip label={t('canvasTools.previousNode')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={iconSize}
          aria-label={t('canvasTools.previousNode')}
          onClick={() => go(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('canvasTools.nextNode')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={iconSize}
          aria-label={t('canvasTools.nextNode')}
          onClick={() => go(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('canvasTools.hideToolbar')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={iconSize}
          aria-label={t('canvasTools.hideToolbar')}
          onClick={() => canvas.setToolbarHidden(true)}
        >
          <IconChevronDown size={18} />
        </ActionIcon>
      </Tooltip>
    </FloatingBar>
  );
});
