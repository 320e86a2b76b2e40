import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { searchShortcutLabel } from './searchModes';

/** The top bar's search button: 'Search (⌘K)' on a Mac, 'Search (Ctrl+F)' elsewhere (spec §2.3). */
export const SearchButton = observer(function SearchButton() {
  const { t } = useTranslation();
  const { canvas } = useEditor();
  const label = t('search.button', { shortcut: searchShortcutLabel(navigator.platform) });
  return (
    <Button
      variant="default"
      size="xs"
      radius="md"
      leftSection={<IconSearch size={14} />}
      onClick={() => canvas.setSearchOpen(true)}
      visibleFrom="sm"
    >
      {label}
    </Button>
  );
});
