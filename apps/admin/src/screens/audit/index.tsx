import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { AuditLog } from './AuditLog';

/** The audit area (owners only): the log at /audit, filtered through the address. */
export function AuditScreens() {
  return (
    <Routes>
      <Route index element={<AuditLog />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
