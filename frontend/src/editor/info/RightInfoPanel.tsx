import { Box, CloseButton, Group, ScrollArea, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { PanelResizer, usePanelWidth } from '../nodePanel/PanelResizer';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { DocumentInfoPanel } from './DocumentInfoPanel';

/**
 * The right container with no node active (spec §2.8: "otherwise only 'info'"): the document info, opened from
 * the mobile menu where the left sidebar is hidden. Full width on mobile, 30% (min 300 px) and resizable on desktop.
 */
export const RightInfoPanel = observer(function RightInfoPanel() {
  const { t } = useTranslation();
  const { sidebar } = useEditor();
  const [width, setWidth] = usePanelWidth();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const close = () => sidebar.setRightInfoOpen(false);
  return (
    <Box
      component="aside"
      aria-label={t('documentInfo.panel')}
      pos={mobile ? 'absolute' : 'relative'}
      bg="var(--mapa-surface)"
      style={{
        ...(mobile ? { inset: 0, zIndex: 4 } : { width: width ?? '30%', minWidth: 300, maxWidth: '80vw' }),
        flexShrink: 0,
        borderLeft: '1px solid var(--mapa-border)',
        boxShadow: '-8px 0 24px var(--mapa-panel-shadow)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {!mobile && <PanelResizer onResize={setWidth} onCollapse={close} />}
      <Tabs value="info" style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <Group justify="space-between" px="md" pt="sm" wrap="nowrap">
          <Tabs.List style={{ flex: 1 }}>
            <Tabs.Tab value="info">{t('documentInfo.tab')}</Tabs.Tab>
          </Tabs.List>
          <CloseButton aria-label={t('documentInfo.close')} onClick={close} />
        </Group>
        <Tabs.Panel value="info" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" type="auto">
            <Box p="md">
              <DocumentInfoPanel />
            </Box>
          </ScrollArea>
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
});
