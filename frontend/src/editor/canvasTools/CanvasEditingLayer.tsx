import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useEditor } from '../EditorContext';
import { CanvasContextMenu } from '../contextMenu/CanvasContextMenu';
import { EdgeToolbar } from '../edge/EdgeToolbar';
import { ImageResolver } from '../appearance/ImageResolver';
import { ImageLoadingMarkers } from '../appearance/ImageLoadingMarkers';
import { SearchDialog } from '../search/SearchDialog';
import { DrawingToolbar } from '../drawing/DrawingToolbar';
import { topToolbarVisible } from '../canvas/topToolbarVisible';
import { HoverControls } from './HoverControls';
import { SelectionToolbar } from './SelectionToolbar';
import { ImageToolbar } from './ImageToolbar';
import { useCanvasTools } from './useCanvasTools';
import { KeepActiveNodeInView } from '../camera/KeepActiveNodeInView';
import './canvasTools.css';

/**
 * Everything of canvas editing that floats over the map: hover controls, the selection and edge toolbars, the
 * context menu, image loading markers and the search dialog; plus the pointer/hover wiring, image resolving and
 * the camera keeping the active node in view.
 */
export const CanvasEditingLayer = observer(function CanvasEditingLayer() {
  const stores = useEditor();
  useCanvasTools(stores);
  const [resolver] = useState(() => new ImageResolver(stores));
  useEffect(() => resolver.start(), [resolver]);
  return (
    <>
      <KeepActiveNodeInView />
      <ImageLoadingMarkers resolver={resolver} />
      <HoverControls />
      <SelectionToolbar />
      <EdgeToolbar />
      <ImageToolbar />
      <CanvasContextMenu />
      <SearchDialog />
      {topToolbarVisible(stores) && <DrawingToolbar />}
    </>
  );
});
