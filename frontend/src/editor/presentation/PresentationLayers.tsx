import { useEffect, useState } from 'react';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { SpeakerWindow } from './SpeakerView';

/** What comes with a presentation: the speaker view (S), the blanked screen (B) and the laser pointer (K). */
export const PresentationLayers = observer(function PresentationLayers() {
  const { presentation } = useEditor();
  return (
    <>
      {presentation.speaker && <SpeakerWindow />}
      {presentation.laser && <LaserPointer />}
      {presentation.blank && <BlankScreen onShow={() => presentation.toggleBlank()} />}
    </>
  );
});

/**
 * The whole window black, as slide tools do on B, so the audience looks at the speaker; a faint line tells the
 * presenter how to come back (B again, any step key, or a click).
 */
function BlankScreen({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="presentation-blank"
      pos="fixed"
      inset={0}
      bg="black"
      onClick={onShow}
      style={{
        zIndex: 400,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        cursor: 'default',
      }}
    >
      <Text size="sm" c="dark.3" mb="xl">
        {t('presentation.blanked')}
      </Text>
    </Box>
  );
}

/** A red dot in place of the mouse pointer (K), for pointing at a node on a projector. */
function LaserPointer() {
  const { t } = useTranslation();
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const move = (event: PointerEvent) => setAt({ x: event.clientX, y: event.clientY });
    window.addEventListener('pointermove', move);
    // The dot replaces the mouse pointer (styles.css hides the pointer while the class is on).
    document.body.classList.add('mapa-laser-on');
    return () => {
      window.removeEventListener('pointermove', move);
      document.body.classList.remove('mapa-laser-on');
    };
  }, []);
  return (
    <>
      <VisuallyHidden aria-live="polite">{t('presentation.laserHint')}</VisuallyHidden>
      {at && (
        <Box
          data-testid="presentation-laser"
          pos="fixed"
          style={{
            left: at.x - 9,
            top: at.y - 9,
            width: 18,
            height: 18,
            borderRadius: '50%',
            background: 'radial-gradient(circle, #ff4d4d 0%, #e03131 45%, rgba(224, 49, 49, 0) 72%)',
            boxShadow: '0 0 14px 6px rgba(255, 40, 40, 0.55)',
            pointerEvents: 'none',
            zIndex: 401,
          }}
        />
      )}
    </>
  );
}
