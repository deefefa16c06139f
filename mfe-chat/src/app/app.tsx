import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <div data-remote="chat">
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
