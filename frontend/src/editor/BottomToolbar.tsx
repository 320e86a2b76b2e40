import { ActionIcon, Button, Divider, SegmentedControl, Tooltip } from '@mantine/core';
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
import type { EditorTool } from '../stores/UiStore';
import { useEditor } from './EditorContext';
import { FloatingBar } from './FloatingBar';
import { neighbourInOrder } from './canvasTools/nodeNavigation';
import { MOBILE_MAX_WIDTH } from './leftSidebar/sidebarTab';
import { onboardingTarget } from './firstRun/onboardingTarget';
import { canvasInset } from './camera/canvasInsets';

/**
 * The bottom tool bar (spec §2.5, non-readers): SELECT / CONNECT, Add node, previous/next node; can be hidden. On a
 * phone Add node is an icon, so the whole bar fits a 360 px screen.
 */
export const BottomToolbar = observer(function BottomToolbar() {
  const { t } = useTranslation();
  const { doc, ui, canvas, commands } = useEditor();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;

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
      label={t('toolbar.label')}
      edge="bottom"
      style={{
        bottom: mobile ? 12 : 24,
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 16px)',
        flexWrap: 'nowrap',
      }}
    >
      <SegmentedControl
        aria-label={t('toolbar.mode')}
        size="sm"
        radius="md"
        value={ui.tool}
        onChange={(value) => ui.setTool(value as EditorTool)}
        data={[
          { value: 'select', label: t('toolbar.select') },
          { value: 'connect', label: t('toolbar.connect') },
        ]}
      />
      <Divider orientation="vertical" mx={4} />
      {mobile ? (
        <ActionIcon
          {...onboardingTarget('create-node')}
          size={36}
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
      <Divider orientation="vertical" mx={4} />
      <Tooltip label={t('canvasTools.previousNode')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
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
          size="lg"
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
          size="lg"
          aria-label={t('canvasTools.hideToolbar')}
          onClick={() => canvas.setToolbarHidden(true)}
        >
          <IconChevronDown size={18} />
        </ActionIcon>
      </Tooltip>
    </FloatingBar>
  );
});
