import { useState } from 'react';
import { Box, Text, ThemeIcon, useComputedColorScheme } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { useApp } from '../AppContext';

const HEIGHT = 140;

/**
 * A map card's picture: the stored canvas preview (uploaded by the editor after some saves), or, while there is
 * none or it cannot be loaded, a calm placeholder with the map's initial.
 */
export function MapPreview({ id, name, preview }: { id: string; name: string; preview?: string | null }) {
  const { api } = useApp();
  const [failed, setFailed] = useState(false);
  const dark = useComputedColorScheme('light') === 'dark';
  if (preview && !failed) {
    return (
      <Box
        h={HEIGHT}
        bg="var(--mapa-surface-muted)"
        style={{ overflow: 'hidden', borderBottom: '1px solid var(--mapa-border)' }}
      >
        <img
          src={api.maps.previewUrl(id, preview)}
          alt=""
          data-testid="map-preview"
          loading="lazy"
          onError={() => setFailed(true)}
          // The whole map: a preview is 1200 × 630 with a margin, and a card crops none of it.
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
    );
  }
  return (
    <Box
      h={HEIGHT}
      data-testid="map-preview-placeholder"
      style={{
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mapa-preview-placeholder)',
        borderBottom: '1px solid var(--mapa-border)',
      }}
    >
      <ThemeIcon size={48} radius="md" variant={dark ? 'default' : 'white'} color="indigo" aria-hidden>
        {name.trim() ? (
          <Text fw={700} size="xl" c={dark ? 'indigo.3' : 'indigo.6'}>
            {name.trim()[0].toUpperCase()}
          </Text>
        ) : (
          <IconHierarchy2 size={24} />
        )}
      </ThemeIcon>
    </Box>
  );
}
