import { observer } from 'mobx-react-lite';
import { useEditor } from '../EditorContext';
import { Navigator } from './Navigator';
import { useNavigatorPlace } from './useNavigatorPlace';

/** The navigator in the canvas corner while it is switched on, the engine is up and the view has room for it. */
export const NavigatorCorner = observer(function NavigatorCorner() {
  const stores = useEditor();
  const place = useNavigatorPlace(stores);
  const engine = stores.ui.engine;
  if (!place || !stores.navigator.open || !engine) return null;
  return <Navigator engine={engine} />;
});
