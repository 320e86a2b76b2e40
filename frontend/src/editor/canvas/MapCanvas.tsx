import { useRef } from 'react';
import { Alert, Box, Center } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { useMapEngine } from './useMapEngine';
import type { EngineWarmUp } from './engineWarmUp';
import '../accessibility/focusRing.css';

/** Where the canvas engine draws (`data-testid="map-canvas"`); it takes the focus back from the node title. */
export const MAP_CANVAS_SELECTOR = '[data-testid="map-canvas"]';

/**
 * The area the canvas engine draws into (`data-testid="map-canvas"`); `engine`: one started while the map
 * downloaded, moved in here.
 */
export function MapCanvas({ engine }: { engine?: EngineWarmUp }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const container = useRef<HTMLDivElement>(null);
  const error = useMapEngine(container, stores, engine);
  return (
    <>
      <Box
        ref={container}
        data-testid="map-canvas"
        aria-label={t('editor.canvas')}
        role="application"
        tabIndex={-1}
        pos="absolute"
        inset={0}
        bg="var(--mapa-canvas-frame)"
        className="mapa-map-canvas"
        style={{
          overflow: 'hidden',
          backgroundImage: 'radial-gradient(circle, var(--mapa-canvas-dots) 1px, transparent 1px)',
          backgroundSize: '24px 24px',
        }}
      />
      {error && (
        <Center pos="absolute" inset={0} p="md" style={{ pointerEvents: 'none' }}>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('editor.loadError')}
          >
            {t('editor.canvasError')}
          </Alert>
        </Center>
      )}
    </>
  );
}
