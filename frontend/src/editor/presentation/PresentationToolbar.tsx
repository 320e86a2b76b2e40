import { Button, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { FloatingBar } from '../canvas/FloatingBar';
import { stopPresentation } from './usePresentation';

/** The tool bar while presenting (spec §2.5): only 'abort presentation', with where the talk stands. */
export const PresentationToolbar = observer(function PresentationToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { presentation } = stores;
  return (
    <FloatingBar
      label={t('presentation.toolbar')}
      edge="bottom"
      style={{ bottom: 24, left: '50%', transform: 'translateX(-50%)', flexWrap: 'nowrap' }}
    >
      {presentation.steps.length > 0 && (
        <Text
          size="md"
          fw={500}
          c="var(--mapa-text)"
          px="xs"
          aria-live="polite"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('presentation.stepOf', { step: presentation.index + 1, count: presentation.steps.length })}
        </Text>
      )}
      <Button
        size="md"
        radius="md"
        color="red"
        variant="light"
        leftSection={<IconPlayerStop size={18} />}
        onClick={() => stopPresentation(stores)}
      >
        {t('presentation.abort')}
      </Button>
    </FloatingBar>
  );
});
