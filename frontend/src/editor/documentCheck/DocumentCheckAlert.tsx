import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/**
 * When the map's document failed its check (issue #18: it is drawn before the check ends): the map stays
 * read-only, and this says so, naming where the data is wrong and what is wrong there.
 */
export const DocumentCheckAlert = observer(function DocumentCheckAlert() {
  const { t } = useTranslation();
  const { ui } = useEditor();
  const error = ui.documentError;
  if (!error) return null;
  // The parser's sentence starts with the path, which the translated text already names.
  const detail = error.message.startsWith(`${error.path}: `)
    ? error.message.slice(error.path.length + 2)
    : error.message;
  return (
    // Centred by a full-width strip that lets pointer events through to the canvas around the card.
    <Group
      justify="center"
      pos="absolute"
      top={16}
      left={16}
      right={16}
      style={{ zIndex: 21, pointerEvents: 'none' }}
    >
      <Paper
        role="alert"
        data-testid="document-check-alert"
        shadow="md"
        radius="md"
        withBorder
        px="md"
        py="sm"
        maw={640}
        style={{ pointerEvents: 'auto' }}
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="red" size="lg" radius="xl">
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('editor.documentCheck.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('editor.documentCheck.message', { path: error.path })}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" data-testid="document-check-detail">
              {detail}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Group>
  );
});
