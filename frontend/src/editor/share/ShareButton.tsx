import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { SharePanel } from './SharePanel';

/** The top bar's 'Share' button; only the owner changes sharing, and the demo map has none. */
export function ShareButton() {
  const { t } = useTranslation();
  const { map } = useEditor();
  const [opened, setOpened] = useState(false);
  if (map.role !== 'owner' || map.demo) return null;
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconShare size={14} />} onClick={() => setOpened(true)}>
        {t('share.open')}
      </Button>
      {opened && <SharePanel onClose={() => setOpened(false)} />}
    </>
  );
}
