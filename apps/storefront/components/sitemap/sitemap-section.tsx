import type { ReactNode } from 'react';

/** One titled part of the human-readable sitemap; its heading names the landmark. */
export function SitemapSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={`scroll-mt-4 ${className}`}>
      <h2
        id={`${id}-title`}
        className="mb-3 border-b border-line pb-2 text-xl font-bold text-brand"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
