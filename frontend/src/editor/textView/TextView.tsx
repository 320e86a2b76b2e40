import { useEffect, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';
import { TextViewStore } from './TextViewStore';

/**
 * The text view (spec §2.19): the pages on the left, the open page on the right. It lies over the canvas, which
 * stays mounted underneath so that switching back is instant and the engine keeps following the document. Under
 * 768 px one side shows at a time.
 */
export const TextView = observer(function TextView() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const [store] = useState(() => new TextViewStore(doc));
  useEffect(() => () => store.dispose(), [store]);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const showList = !narrow || store.listShown;
  const showPage = !narrow || !store.listShown;

  return (
    <Box
      component="section"
      aria-label={t('textView.label')}
      pos="absolute"
      inset={0}
      bg="var(--mapa-surface)"
      style={{ display: 'flex', zIndex: 3 }}
    >
      {showList && (
        <Box
          component="aside"
          aria-label={t('textView.pages')}
          w={narrow ? '100%' : 320}
          bg="var(--mapa-surface-muted)"
          style={{ borderRight: '1px solid var(--mapa-border)', flexShrink: 0, minHeight: 0 }}
        >
          <PageList store={store} />
        </Box>
      )}
      {showPage && (
        <Box style={{ flex: 1, minWidth: 0, overflowY: 'auto' }}>
          {narrow && (
            <Button
              variant="subtle"
              size="compact-sm"
              m="sm"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              onClick={() => store.showList()}
            >
              {t('textView.backToPages')}
            </Button>
          )}
          <PageEditor store={store} />
        </Box>
      )}
    </Box>
  );
});
