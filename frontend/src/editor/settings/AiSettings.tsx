import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { DEFAULT_OUTPUT_LANGUAGE, outputLanguageOptions } from './outputLanguages';
import { useSettings } from './useSettings';

/** Map settings › AI (spec §2.16): the language the AI answers in, saved as `settings.outputLanguage`. */
export function AiSettings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [settings, update] = useSettings();
  const value = settings?.outputLanguage ?? DEFAULT_OUTPUT_LANGUAGE;
  return (
    <Stack gap="sm" maw={420}>
      <Select
        label={t('mapSettings.outputLanguage')}
        description={t('mapSettings.outputLanguageHint')}
        data={outputLanguageOptions(locale, t('mapSettings.outputLanguageDefault'), value)}
        value={value}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('mapSettings.noLanguage')}
        onChange={(language) => language && update({ outputLanguage: language })}
      />
      <Text size="xs" c="dimmed">
        {t('mapSettings.outputLanguageNote')}
      </Text>
    </Stack>
  );
}
