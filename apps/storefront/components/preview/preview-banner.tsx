import { getTranslations } from 'next-intl/server';

/**
 * Says that the page is a preview (draft mode) and offers the way out. Shown only to a browser
 * in draft mode; such pages are rendered per request and never cached for anyone else.
 */
export async function PreviewBanner({
  slug,
  locale,
  published,
}: {
  slug: string;
  locale: string;
  published: boolean;
}) {
  const t = await getTranslations('Preview');
  const exit = `/api/preview/exit?${new URLSearchParams({ slug, locale })}`;
  return (
    <div className="container-shop mt-4">
      <aside
        aria-label={t('label')}
        className="flex flex-wrap items-center justify-between gap-3 rounded border-2 border-dashed border-brand bg-white p-3 text-sm text-gray-900"
      >
        <p>{published ? t('published') : t('unpublished')}</p>
        {/* A plain link: leaving the preview needs no script. */}
        <a
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          href={exit}
        >
          {t('leave')}
        </a>
      </aside>
    </div>
  );
}
