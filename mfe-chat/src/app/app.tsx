import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ChatPage } from '../features/chat/components/chat-page';
import { EventsPage } from '../features/events/components/events-page';
import { ConversationPage } from '../features/messages/components/conversation-page';
import { MessagesPage } from '../features/messages/components/messages-page';

/** The Connect Zone: the community chat at /chat, the events at /events and the member's messages at /messages. */
export default function App() {
  return (
    <div data-remote="chat" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.chat.path} element={<ChatPage />} />
        <Route path={paths.events.path} element={<EventsPage />} />
        <Route path={paths.messages.path} element={<MessagesPage />} />
        <Route path={paths.conversation.path} element={<ConversationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
