import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading, NotFound } from '@/components/StateNotices';
import { ContentList } from './ContentList';

// The editor brings the engine's document schemas (some 36 kB gzip): loaded when first opened,
// not with every screen of the back office.
const DocumentEditor = lazy(async () => ({
  default: (await import('./DocumentEditor')).DocumentEditor,
}));

/** The content area: the documents by kind at /content, one at /content/edit/<its path>. */
export function ContentScreens() {
  return (
    <Routes>
      <Route index element={<ContentList />} />
      <Route
        path="edit/*"
        element={
          <Suspense fallback={<Loading />}>
            <DocumentEditor />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
