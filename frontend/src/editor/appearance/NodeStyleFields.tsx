import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { ColorInput } from '../../components/ColorInput';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_POSITIONS, type NodeData, type ResolvedNodeStyle, type TextPosition } from '@mapa/model';
import { FONT_SIZE_OPTIONS } from './fontSizes';
import { ShapePicker } from './ShapePicker';

/** A titled group of appearance fields (SHAPE, IMAGE, TEXT). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The style fields the appearance editor changes. */
export type NodeStylePatch = Partial<
  Pick<
    NodeData,
    | 'shape'
    | 'backgroundColor'
    | 'borderColor'
    | 'textColor'
    | 'textBackgroundColor'
    | 'textPosition'
    | 'textSize'
  >
>;

/**
 * The appearance editor (spec §2.9): SHAPE (shape, background and border colours), an optional IMAGE section, and
 * TEXT (colour, background, position, size). Used by a node's Appearance tab and by the map settings' Default
 * Node Appearance (spec §2.16: "the same editor").
 */
export function NodeStyleFields({
  style,
  onChange,
  image,
}: {
  style: ResolvedNodeStyle;
  onChange: (patch: NodeStylePatch) => void;
  image?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Section title={t('appearance.shapeSection')}>
        <ShapePicker value={style.shape} onChange={(shape) => onChange({ shape })} />
        <Group grow gap="sm">
          <ColorInput
            label={t('appearance.backgroundColor')}
            size="xs"
            format="rgba"
            value={style.backgroundColor}
            onChangeEnd={(backgroundColor) => onChange({ backgroundColor })}
          />
          <ColorInput
            label={t('appearance.borderColor')}
            size="xs"
            format="rgba"
            value={style.borderColor}
            onChangeEnd={(borderColor) => onChange({ borderColor })}
          />
        </Group>
      </Section>
      {image && <Section title={t('appearance.imageSection')}>{image}</Section>}
      <Section title={t('appearance.textSection')}>
        <Group grow gap="sm">
          <ColorInput
            label={t('appearance.fontColor')}
            size="xs"
            value={style.textColor}
            onChangeEnd={(textColor) => onChange({ textColor })}
          />
          <ColorInput
            label={t('appearance.textBackground')}
            size="xs"
            format="rgba"
            value={style.textBackgroundColor}
            onChangeEnd={(textBackgroundColor) => onChange({ textBackgroundColor })}
          />
        </Group>
        <Radio.Group
          label={t('appearance.textPosition')}
          size="xs"
          value={style.textPosition}
          onChange={(value) => onChange({ textPosition: value as TextPosition })}
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
          onChange={(value) => value && onChange({ textSize: Number(value) })}
        />
      </Section>
    </Stack>
  );
}
