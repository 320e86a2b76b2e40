import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { usePageTitle } from '../components/usePageTitle';
import { BottomToolbar } from './canvas/BottomToolbar';
import { ThumbBar } from './canvas/ThumbBar';
import { CanvasControls } from './canvas/CanvasControls';
import { EditorContext, createEditorStores, type EditorStores } from './EditorContext';
import { EmptyMapHint } from './canvas/EmptyMapHint';
import type { OpenMap } from './loadMap';
import { MapCanvas } from './canvas/MapCanvas';
import type { EngineWarmUp } from './canvas/engineWarmUp';
import { CanvasTree } from './accessibility/CanvasTree';
import { KeyConnectOverlay } from './accessibility/KeyConnectOverlay';
import { ShortcutsHelp } from './accessibility/ShortcutsHelp';
import { NodePanel } from './nodePanel/NodePanel';
import { TopBar } from './topBar/TopBar';
import { SaveFailureBanner } from './topBar/SaveFailureBanner';
import { LiveUpdatesNotice } from './topBar/LiveUpdatesNotice';
import { useEditorShortcuts } from './commands/useEditorShortcuts';
import { useQueryOptions } from './useQueryOptions';
import { useBackClosesPanel } from './navigation/useBackClosesPanel';
import { useLeaveWaitsForSaves } from './navigation/useLeaveWaitsForSaves';
import { SavingChangesLoader } from './navigation/SavingChangesLoader';
import { useLayoutController } from './settings/useLayoutController';
import { conflictMessage } from '../sync/conflictMessage';
import { CanvasEditingLayer } from './canvasTools/CanvasEditingLayer';
import { LoadingProgress } from './canvas/LoadingProgress';
import { LeftSidebar } from './leftSidebar/LeftSidebar';
import { RightInfoPanel } from './info/RightInfoPanel';
import { useAiAssistant } from './ai/useAiAssistant';
import { NavigatorCorner } from './navigator/NavigatorCorner';
import { TextView } from './textView/TextView';
import { FlashcardsView } from './study/FlashcardsView';
import { PresentationToolbar } from './presentation/PresentationToolbar';
import { PresentationLayers } from './presentation/PresentationLayers';
import { usePresentation } from './presentation/usePresentation';
import { VersionViewBanner } from './versions/VersionViewBanner';
import { ViewModePreferenceModal } from './firstRun/ViewModePreferenceModal';
import { OnboardingTour } from './firstRun/OnboardingTour';
import { useOnboarding } from './firstRun/useOnboarding';
import { AiWorkLoader } from './ai/AiWorkLoader';
import { useSaveWhenChecked } from './documentCheck/useSaveWhenChecked';
import { DocumentCheckAlert } from './documentCheck/DocumentCheckAlert';
import { useKeptUnreadableNotice } from './useKeptUnreadableNotice';
import { LayersDialog } from './layers/LayersDialog';
import { useMapView } from './mapView/useMapView';
import { MapViewBar } from './mapView/MapViewBar';

/**
 * The map editor: a full-window canvas with floating tools (or the text view over it), a top bar, the left sidebar
 * and the right panel.
 */
export const Editor = observer(function Editor({
  map,
  engine,
}: {
  map: OpenMap;
  /** The engine started while the map downloaded, if any. */
  engine?: EngineWarmUp;
}) {
  const { api, session } = useApp();
  const { t } = useTranslation();
  const [stores] = useState<EditorStores>(() =>
    createEditorStores(
      map,
      api,
      (conflicts) =>
        notifications.show({
          title: t('sync.conflictTitle'),
          message: conflictMessage(conflicts, stores.doc.state, t),
          color: 'indigo',
          autoClose: 10_000,
        }),
      session.user?.email ?? null,
    ),
  );
  useSaveWhenChecked(stores);
  useKeptUnreadableNotice(stores);
  useEffect(() => stores.presence?.start(), [stores]);
  // The due count on the view switch is known from the start (the flashcards view reads it again on entering).
  useEffect(() => {
    if (!stores.study) return;
    void stores.study.load();
    return stores.study.start();
  }, [stores]);
  useEditorShortcuts(stores);
  useLayoutController(stores);
  useAiAssistant(stores);
  useOnboarding(stores);
  const { showTopBar } = useQueryOptions(stores);
  usePresentation(stores);
  useMapView(stores);
  useBackClosesPanel(stores);
  useLeaveWaitsForSaves(stores.leave, `/maps/${map.id}`);
  usePageTitle(t('app.pageTitle', { title: stores.doc.title.trim() || t('editor.untitled') }));
  // The text view lies over the canvas, which stays mounted (and in step with the document) underneath.
  const textView = stores.ui.viewMode === 'text';

  return (
    <EditorContext.Provider value={stores}>
      <Box pos="fixed" inset={0} style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        {showTopBar && <TopBar />}
        {showTopBar && <SaveFailureBanner />}
        {showTopBar && <LiveUpdatesNotice />}
        <Box style={{ flex: 1, display: 'flex', minHeight: 0, position: 'relative' }}>
          {/* The audience sees the map, not the editor's tabs (the presentation tab starts it again afterwards). */}
          {!stores.ui.presenting && <LeftSidebar />}
          {/* Clips its bars: on a phone the node panel takes the whole width and the canvas none. */}
          <Box component="main" pos="relative" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <MapCanvas engine={engine} />
            <LoadingProgress />
            <DocumentCheckAlert />
            {stores.ui.viewMode === 'flashcards' && <FlashcardsView />}
            <VersionViewBanner />
            <AiWorkLoader />
            {textView ? (
              <TextView />
            ) : (
              <>
                <CanvasTree />
                <EmptyMapHint />
                {!stores.ui.presenting && <CanvasControls />}
                <NavigatorCorner />
                {!stores.ui.presenting && stores.ui.viewMode !== 'flashcards' && <MapViewBar />}
                <CanvasEditingLayer />
                <KeyConnectOverlay />
                {stores.ui.presenting ? (
                  <>
                    <PresentationToolbar />
                    <PresentationLayers />
                  </>
                ) : (
                  !stores.readOnly && (
                    <>
                      <ThumbBar />
                      <BottomToolbar />
                    </>
                  )
                )}
              </>
            )}
          </Box>
          {stores.ui.panelOpen && !textView && <NodePanel />}
          {!stores.ui.panelOpen && stores.sidebar.rightInfoOpen && <RightInfoPanel />}
        </Box>
      </Box>
      <SavingChangesLoader guard={stores.leave} />
      <ShortcutsHelp />
      <LayersDialog />
      <ViewModePreferenceModal />
      <OnboardingTour />
    </EditorContext.Provider>
  );
});
