import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerStopFilled, IconSparkles, IconWand } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AI_CALL_COST } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { aiNodeActionsShown } from './aiNodeActionsShown';
import { aiErrorText } from './chatErrors';
import { onboardingTarget } from '../firstRun/onboardingTarget';

/**
 * The node panel's AI actions (spec §2.9, §4.10): 'AI assistant' opens the chat asking for more details on the node;
 * 'Write more with AI' streams a completion into the description, with Stop. Desktop only, never for readers, in
 * flashcards view or with the organogram template.
 */
export const AiNodeActions = observer(function AiNodeActions({
  nodeId,
  label,
}: {
  nodeId: string;
  label: string;
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const desktop = useMediaQuery('(min-width: 768px)', true);
  const { completion, chat } = stores;
  if (!desktop || !aiNodeActionsShown(stores)) return null;
  const busy = completion.streaming && completion.nodeId === nodeId;
  return (
    <>
      <Group gap="xs">
        <Button
          {...onboardingTarget('ai-assistant')}
          size="compact-sm"
          variant="light"
          color="indigo"
          leftSection={<IconSparkles size={14} />}
          onClick={() => chat.ask(t('nodePanel.aiPrompt', { label }))}
        >
          {t('nodePanel.aiAssistant')}
        </Button>
        {busy ? (
          <Button
            size="compact-sm"
            variant="filled"
            color="red"
            leftSection={<IconPlayerStopFilled size={14} />}
            onClick={() => completion.stop()}
          >
            {t('nodePanel.stop')}
          </Button>
        ) : (
          // What it costs is said before it is spent (the chat's hint says the same for a message).
          <Tooltip label={t('nodePanel.completeCost', { count: AI_CALL_COST })} withArrow>
            <Button
              size="compact-sm"
              variant="subtle"
              color="indigo"
              leftSection={<IconWand size={14} />}
              disabled={completion.streaming}
              onClick={() => void completion.start(nodeId)}
            >
              {t('nodePanel.complete')}
            </Button>
          </Tooltip>
        )}
        {busy && (
          <Text size="xs" c="dimmed" data-testid="completion-streaming">
            {t('nodePanel.completing')}
          </Text>
        )}
      </Group>
      {completion.error && (
        <Alert color="red" variant="light" data-testid="completion-error" data-code={completion.error} p="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ flex: 1 }}>
              {aiErrorText(t, completion.error)}
            </Text>
            <CloseButton size="sm" aria-label={t('chat.cancel')} onClick={() => completion.clearError()} />
          </Group>
          {completion.error === 'INSUFFICIENT_CREDITS' && (
            <Button component={Link} to="/plans" size="compact-sm" color="orange" mt="xs">
              {t('chat.upgrade')}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
});
