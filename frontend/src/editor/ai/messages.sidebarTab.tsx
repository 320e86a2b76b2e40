import { IconMessage } from '@tabler/icons-react';
import i18n from '../../i18n';
import { useEditor } from '../EditorContext';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { canSave } from '../loadMap';
import { ChatCredits } from './ChatCredits';
import { ChatPanel } from './ChatPanel';

function MessagesPanel() {
  return <ChatPanel chat={useEditor().chat} />;
}

/**
 * The messages tab (spec §2.7, §2.14): the AI chat, for owners and editors of a saved map. A reply that arrives
 * while the tab is closed shows as a count on the button and a 'New message' balloon until the tab is opened.
 */
export default defineSidebarTab({
  id: 'messages',
  order: 20,
  icon: IconMessage,
  labelKey: 'chat.tab',
  visible: ({ map }) => canSave(map),
  fill: true,
  HeaderAside: ChatCredits,
  Panel: MessagesPanel,
  badge: ({ chat }) => chat.unread,
  balloon: ({ chat }) => (chat.unread > 0 ? i18n.t('chat.newMessage') : null),
  onOpen: ({ chat }) => chat.markRead(),
});
