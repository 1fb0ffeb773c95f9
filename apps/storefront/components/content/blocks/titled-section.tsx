import type { ReactNode } from 'react';

/** A block's section, named for screen readers by its h2 title (id: the block's own). */
export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand">
        {title}
      </h2>
      {children}
    </section>
  );
}
