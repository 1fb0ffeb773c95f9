import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { StaffList } from './StaffList';

/** The staff area (owners only): the accounts at /staff, each changed in place. */
export function StaffScreens() {
  return (
    <Routes>
      <Route index element={<StaffList />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
