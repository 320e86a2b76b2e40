import { useState } from 'react';
import { Box, CloseButton, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { NodeContentEditor } from './NodeContentEditor';
import { NodeTitleField } from './NodeTitleField';
import { PanelResizer, usePanelWidth } from './PanelResizer';
import { AppearanceTab } from '../appearance/AppearanceTab';
import { DocumentInfoPanel } from '../info/DocumentInfoPanel';
import type { NodePanelTab } from '../canvasTools/CanvasToolsStore';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { NodeActionsTab } from './NodeActionsTab';
import { AiNodeActions } from '../ai/AiNodeActions';
import { onboardingTarget } from '../firstRun/onboardingTarget';
import { streamingDescription } from '../ai/CompletionStore';
import { AttachmentsTab } from '../attachments/AttachmentsTab';
import { useFocusReturn } from '../accessibility/useFocusReturn';
import { MAP_CANVAS_SELECTOR } from '../canvas/MapCanvas';
import { AnswerButtons } from '../flashcards/AnswerButtons';
import { useFitsFull } from '../../lib/useFitsFull';

/**
 * The right-side node panel (spec §2.8–2.9): title and content, (non-readers) the Appearance tab, the
 * Attachments tab (not on the demo map), the document info tab and, on mobile, the Actions tab. Full width on
 * mobile (at least 200 px), else 30% (at least 300 px).
 */
export const NodePanel = observer(function NodePanel() {
  const { t, i18n } = useTranslation();
  const { doc, ui, readOnly, canvas, completion, map, save } = useEditor();
  const [width, setWidth] = usePanelWidth();
  const [infoFor, setInfoFor] = useState<string | null>(null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  // Closing the panel (its close button, Escape) from inside it gives the focus back to the map.
  useFocusReturn(() => document.querySelector<HTMLElement>(MAP_CANVAS_SELECTOR));
  const id = doc.activeNodeId;
  void doc.activeNodeRevision; // re-render when the active node changes
  const node = id ? doc.state.getNode(id) : undefined;
  // The tabs' full names where they fit the row, else short ones (a phone, a narrow panel, longer Portuguese).
  const [tabList, fullNames] = useFitsFull<HTMLDivElement>(
    (list) => list.clientWidth,
    `${i18n.language} ${readOnly} ${map.demo} ${mobile} ${doc.activeNodeId !== null} ${ui.presenting}`,
  );
  if (!id || !node) return null;
  const actions = mobile && !readOnly;
  const unavailable =
    (canvas.panelTab === 'actions' && !actions) || (canvas.panelTab === 'attachments' && map.demo);
  const tab = unavailable ? 'node' : canvas.panelTab;
  // Presenting (spec §4.8): the node's title and content only, in type large enough for a projector.
  const presenting = ui.presenting;
  // While an AI completion streams into this node, the description shows it growing (spec §4.10).
  const streaming = completion.streaming && completion.nodeId === id;

  return (
    <Box
      component="aside"
      aria-label={t('nodePanel.label')}
      className={presenting ? 'mapa-presenting-panel' : undefined}
      pos="relative"
      bg="var(--mapa-surface)"
      style={{
        width: mobile ? '100%' : (width ?? '30%'),
        minWidth: mobile ? 200 : 300,
        maxWidth: mobile ? '100%' : '80vw',
        flexShrink: 0,
        borderLeft: '1px solid var(--mapa-border)',
        boxShadow: '-8px 0 24px var(--mapa-panel-shadow)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {!mobile && <PanelResizer onResize={setWidth} onCollapse={() => ui.closePanel()} />}
      <Tabs
        value={
          presenting ? 'node' : infoFor === id ? 'info' : readOnly && tab !== 'attachments' ? 'node' : tab
        }
        onChange={(tab) => {
          // The info tab belongs to this node's visit: another node opens on its title again.
          setInfoFor(tab === 'info' ? id : null);
          if (tab && tab !== 'info') canvas.setPanelTab(tab as NodePanelTab);
        }}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Group justify={presenting ? 'flex-end' : 'space-between'} px="md" pt="sm" wrap="nowrap">
          {!presenting && (
            <Tabs.List ref={tabList} style={{ flex: 1 }} className="mapa-compact-tabs">
              <Tabs.Tab value="node">{t('nodePanel.tabNode')}</Tabs.Tab>
              {/* A row too short for the names scrolled them out of sight: the Actions tab on a phone. */}
              {!readOnly && (
                <Tabs.Tab value="appearance">
                  {t(fullNames ? 'appearance.tab' : 'nodePanel.tabShort.appearance')}
                </Tabs.Tab>
              )}
              {!map.demo && (
                <Tabs.Tab value="attachments">
                  {t(fullNames ? 'nodePanel.tabAttachments' : 'nodePanel.tabShort.attachments')}
                </Tabs.Tab>
              )}
              <Tabs.Tab value="info">
                {t(fullNames ? 'documentInfo.tab' : 'nodePanel.tabShort.info')}
              </Tabs.Tab>
              {actions && <Tabs.Tab value="actions">{t('nodePanel.tabActions')}</Tabs.Tab>}
            </Tabs.List>
          )}
          <CloseButton aria-label={t('nodePanel.close')} onClick={() => ui.closePanel()} />
        </Group>
        <Tabs.Panel value="node" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" type="auto">
            <Stack gap="md" p="md">
              <NodeTitleField
                key={`title-${id}`}
                nodeId={id}
                label={node.data.label ?? ''}
                readOnly={readOnly}
              />
              <Stack gap={6}>
                <Stack gap={6} {...onboardingTarget('node-content')}>
                  {!presenting && (
                    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                      {t('nodePanel.content')}
                    </Text>
                  )}
                  <NodeContentEditor
                    key={`content-${id}`}
                    nodeId={id}
                    title={node.data.label ?? ''}
                    description={
                      streaming
                        ? streamingDescription(completion.original, completion.text)
                        : (node.data.description ?? '')
                    }
                    readOnly={readOnly}
                    locked={streaming}
                  />
                </Stack>
                <AiNodeActions nodeId={id} label={node.data.label ?? ''} />
              </Stack>
            </Stack>
          </ScrollArea>
        </Tabs.Panel>
        {!readOnly && (
          <Tabs.Panel value="appearance" style={{ flex: 1, minHeight: 0 }}>
            <ScrollArea h="100%" type="auto">
              <Box p="md">
                <AppearanceTab nodeId={id} />
              </Box>
            </ScrollArea>
          </Tabs.Panel>
        )}
        {actions && (
          <Tabs.Panel value="actions" p="md">
            <NodeActionsTab nodeId={id} />
          </Tabs.Panel>
        )}
        {!map.demo && (
          <Tabs.Panel value="attachments" style={{ flex: 1, minHeight: 0 }}>
            <ScrollArea h="100%" type="auto">
              <Box p="md">
                <AttachmentsTab
                  key={id}
                  target={{ mapId: map.id, nodeId: id }}
                  canEdit={!readOnly && map.role !== 'reader'}
                  saveFirst={() => save.flush()}
                />
              </Box>
            </ScrollArea>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="info" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" type="auto">
            <Box p="md">
              <DocumentInfoPanel />
            </Box>
          </ScrollArea>
        </Tabs.Panel>
      </Tabs>
      <AnswerButtons nodeId={id} />
    </Box>
  );
});
