import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { ReservationDetail } from './ReservationDetail';
import { ReservationsScreen } from './ReservationsScreen';

/** The reservations area's screens (routes below /reservations). */
export function ReservationsScreens() {
  return (
    <Routes>
      <Route index element={<ReservationsScreen />} />
      <Route path=":number" element={<ReservationDetail />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
