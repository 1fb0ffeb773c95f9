import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { OrderDetail } from './order-detail';
import { OrdersList } from './OrdersList';

/** The orders area: the list at /orders, one order at /orders/:number. */
export function OrdersScreens() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":number" element={<OrderDetail />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
