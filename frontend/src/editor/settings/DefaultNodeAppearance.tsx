import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NodeStyleFields, Section } from '../appearance/NodeStyleFields';
import { DefaultImageSection } from './DefaultImageSection';
import { defaultNodeStyle, nodeDefaultsPatch } from './defaultStyles';
import { SettingNumber } from './SettingNumber';
import { useSettings } from './useSettings';

/** Smallest node side (spec §5 node resize minimum). */
const MIN_SIDE = 10;
const MAX_SIDE = 2000;

/**
 * Map settings › Default Node Appearance (spec §2.16): the node Appearance editor writing `settings.default*`,
 * its IMAGE section (`settings.defaultImage`) and the size of a new node. Nodes made afterwards take these; existing nodes keep their own look.
 */
export function DefaultNodeAppearance() {
  const { t } = useTranslation();
  const [settings, update] = useSettings();
  const style = defaultNodeStyle(settings);
  const setSize = (side: 'width' | 'height', value: number) =>
    update({ defaultNodeDimensions: { width: style.width, height: style.height, [side]: value } });
  return (
    <Stack gap="lg" maw={480}>
      <NodeStyleFields
        style={style}
        onChange={(patch) => update(nodeDefaultsPatch(patch))}
        image={<DefaultImageSection settings={settings} update={update} />}
      />
      <Section title={t('mapSettings.nodeSize')}>
        <Group grow gap="sm">
          <SettingNumber
            label={t('mapSettings.nodeWidth')}
            min={MIN_SIDE}
            max={MAX_SIDE}
            value={style.width}
            onCommit={(value) => setSize('width', value)}
          />
          <SettingNumber
            label={t('mapSettings.nodeHeight')}
            min={MIN_SIDE}
            max={MAX_SIDE}
            value={style.height}
            onCommit={(value) => setSize('height', value)}
          />
        </Group>
      </Section>
    </Stack>
  );
}
