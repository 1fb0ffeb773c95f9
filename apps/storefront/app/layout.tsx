import type { ReactNode } from 'react';

/**
 * The html document lives in app/[locale]/layout.tsx, which knows the language, and so does the
 * stylesheet: imported here, the root's styles would be inlined again for the global error
 * and not-found boundaries on every page.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
