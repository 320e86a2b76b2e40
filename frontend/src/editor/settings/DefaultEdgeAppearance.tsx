import type { ReactNode } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { ColorInput } from '../../components/ColorInput';
import { useTranslation } from 'react-i18next';
import { EDGE_DIRECTIONS, type EdgeCurve, type EdgeDirection } from '@mapa/model';
import { Section } from '../appearance/NodeStyleFields';
import { defaultEdgeStyle, EDGE_DEFAULT_KEYS, type EdgeDefaultsField } from './defaultStyles';
import { SettingNumber } from './SettingNumber';
import { useSettings } from './useSettings';

/** Spec §2.16: the two curve styles offered here. */
const CURVES: { value: EdgeCurve; key: string }[] = [
  { value: 'bezier', key: 'mapSettings.curved' },
  { value: 'taxi', key: 'mapSettings.straight' },
];

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Map settings › Default Edge Appearance (spec §2.16): arrow colour, curve style (curved = bezier, straight =
 * taxi), direction, width and the text's colour, background and size, written to `settings.defaultEdge*`.
 */
export function DefaultEdgeAppearance() {
  const { t } = useTranslation();
  const [settings, update] = useSettings();
  const style = defaultEdgeStyle(settings);
  const set = (field: EdgeDefaultsField, value: string | number) =>
    update({ [EDGE_DEFAULT_KEYS[field]]: value });
  return (
    <Stack gap="lg" maw={480}>
      <Section title={t('mapSettings.edgeLine')}>
        <ColorInput
          label={t('mapSettings.arrowColor')}
          size="xs"
          value={style.color}
          onChangeEnd={(color) => set('color', color)}
        />
        <Labelled label={t('mapSettings.curveStyle')}>
          <SegmentedControl
            size="xs"
            aria-label={t('mapSettings.curveStyle')}
            value={style.curve === 'taxi' ? 'taxi' : 'bezier'}
            onChange={(curve) => set('curve', curve)}
            data={CURVES.map(({ value, key }) => ({ value, label: t(key) }))}
          />
        </Labelled>
        <Labelled label={t('mapSettings.direction')}>
          <SegmentedControl
            size="xs"
            aria-label={t('mapSettings.direction')}
            value={style.direction}
            onChange={(direction) => set('direction', direction as EdgeDirection)}
            data={EDGE_DIRECTIONS.map((value) => ({ value, label: t(`mapSettings.directions.${value}`) }))}
          />
        </Labelled>
        <SettingNumber
          label={t('mapSettings.edgeWidth')}
          min={1}
          max={10}
          value={style.width}
          onCommit={(value) => set('width', value)}
        />
      </Section>
      <Section title={t('mapSettings.edgeText')}>
        <Group grow gap="sm">
          <ColorInput
            label={t('edgeToolbar.textColor')}
            size="xs"
            value={style.textColor}
            onChangeEnd={(color) => set('textColor', color)}
          />
          <ColorInput
            label={t('edgeToolbar.textBackground')}
            size="xs"
            format="rgba"
            value={style.textBackgroundColor}
            onChangeEnd={(color) => set('textBackgroundColor', color)}
          />
        </Group>
        <SettingNumber
          label={t('edgeToolbar.textSize')}
          min={10}
          max={80}
          value={style.textSize}
          onCommit={(value) => set('textSize', value)}
        />
      </Section>
    </Stack>
  );
}
