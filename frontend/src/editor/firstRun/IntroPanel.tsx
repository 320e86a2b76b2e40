import { Button, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRoute } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { useEditor } from '../EditorContext';
import { switchView } from '../views/switchView';
import { startOnboarding } from './startOnboarding';
import { useOnboardingContext } from './useOnboarding';

/**
 * The intro panel (spec §2.22), in the map info tab: what the tour shows, and a reset button that clears the
 * account's answer and runs the tour again now, on the mind map.
 */
export const IntroPanel = observer(function IntroPanel() {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const stores = useEditor();
  const context = useOnboardingContext();

  // The account forgets the earlier answer before the tour starts, so its own end is the last word saved.
  const restart = async () => {
    stores.sidebar.close();
    switchView(stores, 'mindmap');
    if (session.user) {
      try {
        session.updated(await api.auth.updateMe({ onboarding: null }));
      } catch {
        notifications.show({ color: 'red', message: t('firstRun.tour.saveFailed') });
      }
    }
    startOnboarding(stores, context);
  };

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mapa-surface-muted)" data-testid="intro-panel">
      <Text fw={600} size="sm">
        {t('firstRun.intro.title')}
      </Text>
      <Text size="sm" c="var(--mapa-text-muted)" mt={4}>
        {t('firstRun.intro.body')}
      </Text>
      <Button
        mt="sm"
        size="compact-sm"
        variant="light"
        leftSection={<IconRoute size={14} />}
        disabled={stores.onboarding.active}
        onClick={() => void restart()}
      >
        {t('firstRun.intro.reset')}
      </Button>
    </Paper>
  );
});
