import { useState } from 'react';
import { ActionIcon, Divider, NumberInput, Popover, Select, Stack, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { ColorInput } from '../../components/ColorInput';
import { FloatingBar } from '../canvas/FloatingBar';
import { IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EDGE_CURVES, resolveEdgeStyle, type EdgeData, type EdgeDirection } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { edgePatchTransaction, removeElementsTransaction } from '../commands/nodeTransactions';
import { nextDirection, clampEdgeWidth, clampEdgeTextSize, DIRECTION_SYMBOLS } from './edgeRules';
import { EdgeTitleInput } from './EdgeTitleInput';
import { useScreenTick } from '../canvasTools/useScreenTick';

/**
 * The edge toolbar (spec §2.10), shown when exactly one edge is selected: title, direction toggle, curve, colour,
 * width, the 'T+' text popover and Remove Edge. Every change is one `edge.appearanceChange` transaction.
 */
export const EdgeToolbar = observer(function EdgeToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc, readOnly } = stores;
  // The edge record is plain data: re-render on every applied change.
  useScreenTick(stores);
  const [textOpen, setTextOpen] = useState(false);
  const { nodes, edges } = doc.selection;
  const id = edges.length === 1 && nodes.length === 0 ? edges[0] : null;
  const edge = id ? doc.state.getEdge(id) : undefined;
  if (readOnly || !id || !edge) return null;
  const style = resolveEdgeStyle(edge, doc.state.settings);
  const patch = (data: Partial<EdgeData>) => {
    const tx = edgePatchTransaction(doc.state, id, data);
    if (tx) doc.apply(tx);
  };
  const direction = style.direction as EdgeDirection;

  return (
    <FloatingBar
      label={t('edgeToolbar.label')}
      style={{ zIndex: 3, top: 16, left: '50%', transform: 'translateX(-50%)', gap: 6 }}
    >
      <EdgeTitleInput
        key={`${id}-${edge.data.label ?? ''}`}
        value={edge.data.label ?? ''}
        onCommit={(label) => patch({ label })}
      />
      <Tooltip label={t('edgeToolbar.direction')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('edgeToolbar.direction')}
          data-direction={direction}
          onClick={() => patch({ direction: nextDirection(direction) })}
        >
          <span style={{ fontSize: 16, lineHeight: 1 }}>{DIRECTION_SYMBOLS[direction]}</span>
        </ActionIcon>
      </Tooltip>
      <Select
        aria-label={t('edgeToolbar.curve')}
        size="xs"
        w={150}
        allowDeselect={false}
        value={style.curve}
        data={EDGE_CURVES.map((curve) => ({ value: curve, label: t(`edgeToolbar.curves.${curve}`) }))}
        onChange={(value) => value && patch({ shape: value as EdgeData['shape'] })}
        comboboxProps={{ withinPortal: true }}
      />
      <ColorInput
        aria-label={t('edgeToolbar.color')}
        size="xs"
        w={120}
        value={style.color}
        onChangeEnd={(color) => patch({ color })}
        popoverProps={{ withinPortal: true }}
      />
      <NumberInput
        aria-label={t('edgeToolbar.width')}
        size="xs"
        w={64}
        min={1}
        max={10}
        step={1}
        allowDecimal={false}
        value={style.width}
        onChange={(value) => typeof value === 'number' && patch({ width: clampEdgeWidth(value) })}
      />
      <Popover opened={textOpen} onChange={setTextOpen} withinPortal position="bottom" shadow="md">
        <Popover.Target>
          <UnstyledButton
            aria-label={t('edgeToolbar.text')}
            onClick={() => setTextOpen((o) => !o)}
            px={8}
            py={4}
            fw={700}
            style={{ borderRadius: 6, border: '1px solid var(--mapa-border-strong)' }}
          >
            T+
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={200}>
            <ColorInput
              label={t('edgeToolbar.textColor')}
              size="xs"
              value={style.textColor}
              onChangeEnd={(textColor) => patch({ textColor })}
            />
            <ColorInput
              label={t('edgeToolbar.textBackground')}
              size="xs"
              value={style.textBackgroundColor}
              onChangeEnd={(textBackgroundColor) => patch({ textBackgroundColor })}
            />
            <NumberInput
              label={t('edgeToolbar.textSize')}
              size="xs"
              min={10}
              max={80}
              allowDecimal={false}
              value={style.textSize}
              onChange={(value) => typeof value === 'number' && patch({ textSize: clampEdgeTextSize(value) })}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Divider orientation="vertical" />
      <Tooltip label={t('edgeToolbar.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('edgeToolbar.remove')}
          onClick={() => {
            const tx = removeElementsTransaction(doc.state, { nodes: [], edges: [id] });
            if (tx) doc.apply(tx);
          }}
        >
          <IconTrash size={17} />
        </ActionIcon>
      </Tooltip>
    </FloatingBar>
  );
});
