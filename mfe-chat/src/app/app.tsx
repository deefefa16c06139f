import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { EventsPage } from '../features/events/components/events-page';

/** The Connect Zone: /events (and, in a later issue, /chat). */
export default function App() {
  return (
    <div data-remote="chat">
      <Routes>
        <Route path={paths.events.path} element={<EventsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
