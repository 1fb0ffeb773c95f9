import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { AccountPage } from './AccountPage';

/** The account area (every role): one's own account at /account. */
export function AccountScreens() {
  return (
    <Routes>
      <Route index element={<AccountPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
