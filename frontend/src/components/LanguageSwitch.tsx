import { Group, Menu, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { errorMessage } from '../api/errorMessage';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/languages';

/** Switches the interface language (at once, no reload); a refused save on the account is told, not hidden. */
function useChooseLanguage(): { current: UiLanguage; choose: (language: UiLanguage) => void } {
  const { t } = useTranslation(); // re-renders the switch when the language changes
  const { language } = useApp();
  const choose = (next: UiLanguage) =>
    language.choose(next).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        message: t('language.saveError', { message: errorMessage(error, t) }),
      }),
    );
  return { current: language.current, choose };
}

/** The sign-in and sign-up page's language switch: English | Português, each name in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, choose } = useChooseLanguage();
  return (
    <Group gap={6} justify="center" c="dimmed">
      <IconLanguage size={16} aria-hidden />
      <SegmentedControl
        size="xs"
        radius="xl"
        aria-label={t('language.label')}
        value={current}
        onChange={(value) => choose(value as UiLanguage)}
        data={UI_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.names.${lng}`) }))}
      />
    </Group>
  );
}

/** The account menu's language items: the current one checked; choosing another saves it on the account. */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const { current, choose } = useChooseLanguage();
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      <Menu.RadioGroup value={current} onChange={(value) => choose(value as UiLanguage)}>
        {UI_LANGUAGES.map((lng) => (
          <Menu.RadioItem key={lng} value={lng} lang={lng} closeMenuOnClick>
            {t(`language.names.${lng}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
