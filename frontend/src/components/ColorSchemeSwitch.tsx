import { Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { COLOR_SCHEMES, type ColorScheme } from '@mapa/model';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { errorMessage } from '../api/errorMessage';

const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

/** Switches the colour scheme at once; a refused save on the account is told, not hidden. */
function useChooseScheme(): { current: ColorScheme; choose: (scheme: ColorScheme) => void } {
  const { t } = useTranslation();
  const { colorScheme } = useApp();
  const choose = (next: ColorScheme) =>
    colorScheme.choose(next).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        message: t('colorScheme.saveError', { message: errorMessage(error, t) }),
      }),
    );
  return { current: colorScheme.scheme, choose };
}

/** The account menu's Light / Dark / System items (issue 34): the current one checked, saved on the account. */
export const ColorSchemeMenuItems = observer(function ColorSchemeMenuItems() {
  const { t } = useTranslation();
  const { current, choose } = useChooseScheme();
  return (
    <>
      <Menu.Label>{t('colorScheme.label')}</Menu.Label>
      <Menu.RadioGroup value={current} onChange={(value) => choose(value as ColorScheme)}>
        {COLOR_SCHEMES.map((scheme) => {
          const Icon = ICONS[scheme];
          return (
            <Menu.RadioItem
              key={scheme}
              value={scheme}
              rightSection={<Icon size={16} aria-hidden color="var(--mantine-color-dimmed)" />}
              closeMenuOnClick
            >
              {t(`colorScheme.names.${scheme}`)}
            </Menu.RadioItem>
          );
        })}
      </Menu.RadioGroup>
    </>
  );
});

/** The account page's colour scheme field: Light | Dark | System, applied and saved at once. */
export const ColorSchemeControl = observer(function ColorSchemeControl() {
  const { t } = useTranslation();
  const { current, choose } = useChooseScheme();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="color-scheme-label">
        {t('colorScheme.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="color-scheme-label"
        value={current}
        onChange={(value) => choose(value as ColorScheme)}
        data={COLOR_SCHEMES.map((scheme) => ({ value: scheme, label: t(`colorScheme.names.${scheme}`) }))}
      />
      <Text size="xs" c="dimmed">
        {t('colorScheme.hint')}
      </Text>
    </Stack>
  );
});
