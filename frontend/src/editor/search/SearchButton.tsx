import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { searchShortcutLabel } from './searchModes';
import { TopBarButton } from '../../components/navbar/TopBarButton';

/**
 * The top bar's search button: 'Search (⌘K)' on a Mac, 'Search (Ctrl+F)' elsewhere (spec §2.3); an icon with that
 * text as tooltip and name when the bar is short of room.
 */
export const SearchButton = observer(function SearchButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const { canvas } = useEditor();
  const label = t('search.button', { shortcut: searchShortcutLabel(navigator.platform) });
  return (
    <TopBarButton
      label={label}
      icon={<IconSearch size={iconOnly ? 16 : 14} />}
      iconOnly={iconOnly}
      variant="default"
      onClick={() => canvas.setSearchOpen(true)}
    />
  );
});
