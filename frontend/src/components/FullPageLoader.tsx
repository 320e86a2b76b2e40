import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for pages that wait on the server. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
