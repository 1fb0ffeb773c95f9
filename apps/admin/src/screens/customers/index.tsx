import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { CustomerDetail } from './CustomerDetail';
import { CustomersList } from './CustomersList';

/** The customers area: the list at /customers, one customer at /customers/:id. */
export function CustomersScreens() {
  return (
    <Routes>
      <Route index element={<CustomersList />} />
      <Route path=":id" element={<CustomerDetail />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
