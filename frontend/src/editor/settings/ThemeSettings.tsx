import { Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { ThemePicker } from './ThemePicker';
import { currentThemeId, themeTransaction } from './themeChoice';
import { useSettings } from './useSettings';

/**
 * The Theme category of the map settings (issue 34): the picker over the map's `settings.theme`, shown but not
 * chosen while the map cannot be edited. It re-reads the settings after every change, so a collaborator's or an
 * undone choice shows at once.
 */
export const ThemeSettings = observer(function ThemeSettings() {
  const { t } = useTranslation();
  const { doc, readOnly } = useEditor();
  const [settings] = useSettings();
  const choose = (id: string) => {
    const tx = themeTransaction(doc.state, id);
    if (tx) doc.apply(tx);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('mapSettings.themeHint')}
      </Text>
      <ThemePicker current={currentThemeId(settings)} onChoose={choose} disabled={readOnly} />
    </Stack>
  );
});
