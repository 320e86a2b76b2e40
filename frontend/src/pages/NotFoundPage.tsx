import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../components/usePageTitle';

/** The not-found page, for unknown addresses and for maps that do not exist or are not shared with us. */
export function NotFoundPage({ kind = 'page' }: { kind?: 'page' | 'map' }) {
  const { t } = useTranslation();
  const map = kind === 'map';
  usePageTitle(t('notFound.pageTitle'));
  return (
    <Center mih="100vh" p="md">
      <Stack component="main" align="center" gap="md" maw={420} ta="center">
        <IconMapOff size={56} stroke={1.4} color="var(--mantine-color-placeholder)" aria-hidden />
        <Title order={1} size="h2">
          {t(map ? 'notFound.mapTitle' : 'notFound.title')}
        </Title>
        <Text c="dimmed">{t(map ? 'notFound.mapMessage' : 'notFound.message')}</Text>
        <Button component={Link} to="/maps" variant="light">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
