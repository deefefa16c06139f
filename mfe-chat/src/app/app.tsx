import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ChatPage } from '../features/chat/components/chat-page';
import { EventsPage } from '../features/events/components/events-page';

/** The Connect Zone: the community chat at /chat and the events at /events. */
export default function App() {
  return (
    <div data-remote="chat" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.chat.path} element={<ChatPage />} />
        <Route path={paths.events.path} element={<EventsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
