import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { markerImageUrl, pickerMarkers } from '@mapa/model';
import { markerName } from './markerNames';

/** A marker's picture at `size` px, as the canvas draws it. */
export function MarkerImage({ id, size = 18 }: { id: string; size?: number }) {
  return <img src={markerImageUrl(id)} alt="" width={size} height={size} style={{ display: 'block' }} />;
}

/**
 * The marker picker (issue 36): every offered marker by group (priority, task, flags, stars, people, arrows,
 * symbols, emoji), each a toggle button named in the shell's language and pressed when `active` holds it.
 */
export function MarkerPicker({
  active,
  onToggle,
  testId = 'marker-picker',
}: {
  active: readonly string[];
  onToggle: (id: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid={testId}>
      {pickerMarkers().map(({ group, ids }) => (
        <div key={group} role="group" aria-label={t(`markers.group.${group}`)}>
          <Text size="xs" c="dimmed" mb={2}>
            {t(`markers.group.${group}`)}
          </Text>
          <Group gap={2}>
            {ids.map((id) => {
              const on = active.includes(id);
              return (
                <UnstyledButton
                  key={id}
                  aria-label={markerName(t, id)}
                  title={markerName(t, id)}
                  aria-pressed={on}
                  data-marker={id}
                  onClick={() => onToggle(id)}
                  style={{
                    padding: 3,
                    borderRadius: 4,
                    background: on ? 'var(--mantine-color-blue-light)' : undefined,
                    outline: on ? '1px solid var(--mantine-color-blue-filled)' : undefined,
                  }}
                >
                  <MarkerImage id={id} />
                </UnstyledButton>
              );
            })}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
