import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { ReturnsScreen } from './ReturnsScreen';

/** The returns area's screens (routes below /returns). */
export function ReturnsScreens() {
  return (
    <Routes>
      <Route index element={<ReturnsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
