import { Badge } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/** The chat header's credit balance (spec §2.14), once the server has said what it is. */
export const ChatCredits = observer(function ChatCredits() {
  const { t } = useTranslation();
  const { credits } = useEditor().chat;
  if (credits === null) return null;
  return (
    <Badge
      variant="light"
      color={credits > 0 ? 'indigo' : 'orange'}
      size="lg"
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="chat-credits"
    >
      {t('chat.credits', { count: credits })}
    </Badge>
  );
});
