import { CloseButton, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toggleMarker } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { Section } from '../appearance/NodeStyleFields';
import { MarkerImage, MarkerPicker } from './MarkerPicker';
import { markerName } from './markerNames';

/**
 * The MARKERS section of a node's Appearance tab (issue 36): the node's markers in order, each with a remove
 * button (a marker Mapa does not know is listed by its name), and the picker. Each change is one `node.updated`.
 */
export const MarkerSection = observer(function MarkerSection({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const { doc, commands } = useEditor();
  void doc.activeNodeRevision;
  const markers = doc.state.getNode(nodeId)?.data.markers ?? [];
  const edit = (change: (m: string[] | undefined) => string[] | undefined) =>
    commands.editMarkers(change, [nodeId]);
  return (
    <Section title={t('markers.title')}>
      {markers.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('markers.none')}
        </Text>
      ) : (
        // A list only when there is something in it (axe: a list holds list items).
        <Group gap={4} aria-label={t('markers.title')} role="list">
          {markers.map((id) => (
            <Group key={id} gap={2} role="listitem" wrap="nowrap">
              <MarkerImage id={id} size={16} />
              <Text size="xs">{markerName(t, id)}</Text>
              <CloseButton
                size="xs"
                aria-label={t('markers.remove', { name: markerName(t, id) })}
                onClick={() => edit((m) => toggleMarker(m, id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <MarkerPicker active={markers} onToggle={(id) => edit((m) => toggleMarker(m, id))} />
    </Section>
  );
});
