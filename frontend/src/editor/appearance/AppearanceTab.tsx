import { ColorInput, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_POSITIONS, resolveNodeStyle, type NodeData, type TextPosition } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodePatchTransaction } from '../nodeTransactions';
import { FONT_SIZE_OPTIONS } from './fontSizes';
import { ShapePicker } from './ShapePicker';
import { NodeImageSection } from './NodeImageSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The node panel's Appearance tab (spec §2.9): SHAPE (shape, background and border colours), IMAGE (icons,
 * upload, fit, preview, remove) and TEXT (colour, background, position, size). Each change is one transaction.
 */
export const AppearanceTab = observer(function AppearanceTab({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  void doc.activeNodeRevision;
  const node = doc.state.getNode(nodeId);
  if (!node) return null;
  const style = resolveNodeStyle(node, doc.state.settings);
  const patch = (data: Partial<NodeData>) => {
    const tx = nodePatchTransaction(doc.state, nodeId, data);
    if (tx) doc.apply(tx);
  };

  return (
    <Stack gap="lg">
      <Section title={t('appearance.shapeSection')}>
        <ShapePicker value={style.shape} onChange={(shape) => patch({ shape })} />
        <Group grow gap="sm">
          <ColorInput
            label={t('appearance.backgroundColor')}
            size="xs"
            format="rgba"
            value={style.backgroundColor}
            onChangeEnd={(backgroundColor) => patch({ backgroundColor })}
          />
          <ColorInput
            label={t('appearance.borderColor')}
            size="xs"
            format="rgba"
            value={style.borderColor}
            onChangeEnd={(borderColor) => patch({ borderColor })}
          />
        </Group>
      </Section>
      <Section title={t('appearance.imageSection')}>
        <NodeImageSection nodeId={nodeId} />
      </Section>
      <Section title={t('appearance.textSection')}>
        <Group grow gap="sm">
          <ColorInput
            label={t('appearance.fontColor')}
            size="xs"
            value={style.textColor}
            onChangeEnd={(textColor) => patch({ textColor })}
          />
          <ColorInput
            label={t('appearance.textBackground')}
            size="xs"
            format="rgba"
            value={style.textBackgroundColor}
            onChangeEnd={(textBackgroundColor) => patch({ textBackgroundColor })}
          />
        </Group>
        <Radio.Group
          label={t('appearance.textPosition')}
          size="xs"
          value={style.textPosition}
          onChange={(value) => patch({ textPosition: value as TextPosition })}
        >
          <Group gap="sm" mt={4}>
            {TEXT_POSITIONS.map((position) => (
              <Radio key={position} value={position} label={t(`appearance.positions.${position}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label={t('appearance.fontSize')}
          size="xs"
          w={120}
          allowDeselect={false}
          value={String(style.textSize)}
          data={[...new Set([...FONT_SIZE_OPTIONS, style.textSize])]
            .sort((a, b) => a - b)
            .map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => value && patch({ textSize: Number(value) })}
        />
      </Section>
    </Stack>
  );
});
