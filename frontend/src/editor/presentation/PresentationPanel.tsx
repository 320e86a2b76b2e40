import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconRestore } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { addStep, moveStep, PRESENTATION_STEPS_KEY, presentationSteps, removeStep } from '@mapa/model';
import type { SidebarPanelProps } from '../leftSidebar/sidebarTab';
import { useEditor } from '../EditorContext';
import { resetStepsTransaction, stepsTransaction } from './stepTransactions';
import { StepList } from './StepList';
import { startPresentation } from './usePresentation';

/**
 * The presentation tab's panel: 'Start presentation' and the step editor (reorder, remove, add the selected node,
 * back to the generated order). Every edit is one `canvas.updated` transaction, so it is undoable and reaches
 * collaborators and a running presentation like any change.
 */
export const PresentationPanel = observer(function PresentationPanel({ onClose }: SidebarPanelProps) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc, readOnly } = stores;
  // The steps are read from the document, which is not observable: re-read after every change.
  const [, setRevision] = useState(0);
  useEffect(() => doc.subscribe(() => setRevision((n) => n + 1)), [doc]);
  const state = doc.state;
  const steps = presentationSteps(state);
  const custom = state.canvas?.[PRESENTATION_STEPS_KEY] !== undefined;
  const selected = doc.selection.nodes[0] ?? doc.activeNodeId;
  const canAdd = !readOnly && selected !== null && state.nodes.has(selected) && !steps.includes(selected);

  const save = (next: string[]) => {
    const tx = stepsTransaction(doc.state, next);
    if (tx) doc.apply(tx);
  };

  return (
    <Stack gap="md">
      <Button
        size="md"
        leftSection={<IconPlayerPlay size={18} />}
        disabled={steps.length === 0}
        onClick={() => {
          onClose();
          startPresentation(stores);
        }}
      >
        {t('presentation.start')}
      </Button>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('presentation.steps')}
        </Text>
        <Badge variant="light" color={custom ? 'indigo' : 'gray'} size="sm" style={{ flexShrink: 0 }}>
          {custom ? t('presentation.customOrder') : t('presentation.generatedOrder')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('presentation.stepsHint')}
      </Text>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('presentation.noSteps')}
        </Text>
      ) : (
        <StepList
          steps={steps}
          label={(id) => state.getNode(id)?.data.label?.trim() || t('presentation.untitled')}
          readOnly={readOnly}
          onMove={(from, to) => save(moveStep(steps, from, to))}
          onRemove={(index) => save(removeStep(steps, index))}
        />
      )}
      {!readOnly && (
        <Stack gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={!canAdd}
            onClick={() => selected && save(addStep(steps, selected))}
          >
            {t('presentation.addSelected')}
          </Button>
          {custom && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconRestore size={16} />}
              onClick={() => {
                const tx = resetStepsTransaction(doc.state);
                if (tx) doc.apply(tx);
              }}
            >
              {t('presentation.reset')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
});
