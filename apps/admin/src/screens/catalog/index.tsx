import { Route, Routes } from 'react-router';
import { NotFound } from '@/components/StateNotices';
import { ImportPage } from './ImportPage';
import { ProductEdit } from './ProductEdit';
import { ProductSearch } from './ProductSearch';

/** The catalogue area: the product search at /catalog, a product, and the import upload. */
export function CatalogScreens() {
  return (
    <Routes>
      <Route index element={<ProductSearch />} />
      <Route path="products/:sku" element={<ProductEdit />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
