import { ActionIcon, Group } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/** Undo and redo buttons, disabled when there is nothing to undo or redo. */
export const UndoRedo = observer(function UndoRedo() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const run = (step: () => boolean) => () => {
    try {
      step();
    } catch (error) {
      console.error('Undo/redo failed', error);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('editor.undo')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="mapa-tool-button"
          aria-label={t('editor.undo')}
          disabled={!doc.canUndo}
          onClick={run(() => doc.undo())}
        >
          <IconArrowBackUp size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('editor.redo')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="mapa-tool-button"
          aria-label={t('editor.redo')}
          disabled={!doc.canRedo}
          onClick={run(() => doc.redo())}
        >
          <IconArrowForwardUp size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
