import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory, IconRestore } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useEditor } from '../EditorContext';
import { useRestoreVersion } from './useRestoreVersion';
import { versionDate } from './versionLabels';

/** While a version is shown on the canvas: which one, that it is read-only, and the ways out. */
export const VersionViewBanner = observer(function VersionViewBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { versions } = useEditor();
  const restore = useRestoreVersion(versions);
  const viewing = versions.viewing;
  if (!viewing) return null;
  return (
    // Centred by a full-width strip that lets pointer events through to the canvas around the banner.
    <Group
      justify="center"
      pos="absolute"
      top={16}
      left={16}
      right={16}
      style={{ zIndex: 20, pointerEvents: 'none' }}
    >
      <Paper
        role="status"
        data-testid="version-banner"
        shadow="md"
        radius="md"
        withBorder
        px="md"
        py="sm"
        maw={720}
        style={{ pointerEvents: 'auto' }}
      >
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" color="indigo" size="lg" radius="xl">
            <IconHistory size={18} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              {t('versions.viewing', { date: versionDate(viewing.info.createdAt, locale) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('versions.viewingHint')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button size="xs" variant="default" onClick={() => versions.exitView()}>
              {t('versions.back')}
            </Button>
            <Button size="xs" leftSection={<IconRestore size={14} />} onClick={restore}>
              {t('versions.restore')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Group>
  );
});
