import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { MailOutbox } from './MailOutbox';

/** The mail area: the outbox at /mail. */
export function MailScreens() {
  return (
    <Routes>
      <Route index element={<MailOutbox />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
