import { Button, Divider, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EditorTool } from '../stores/UiStore';
import { useEditor } from './EditorContext';
import { FloatingBar } from './FloatingBar';
import { addNodeTransaction } from './nodeTransactions';

/** The bottom tool bar (spec §2.5, non-readers): SELECT / CONNECT and Add node. */
export const BottomToolbar = observer(function BottomToolbar() {
  const { t } = useTranslation();
  const { doc, ui } = useEditor();

  const addNode = () => {
    const center = ui.engine?.getViewport().center ?? { x: 0, y: 0 };
    const { tx, node } = addNodeTransaction(doc.state, center);
    doc.apply(tx);
    ui.engine?.select({ nodes: [node.data.id], edges: [] });
    ui.openNode(node.data.id);
  };

  return (
    <FloatingBar
      label={t('toolbar.label')}
      style={{ bottom: 24, left: '50%', transform: 'translateX(-50%)' }}
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
      <Button leftSection={<IconPlus size={16} />} size="sm" radius="md" onClick={addNode}>
        {t('toolbar.addNode')}
      </Button>
    </FloatingBar>
  );
});
