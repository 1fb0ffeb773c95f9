import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { searchPath } from '@/lib/search/navigation';

/** The engine's 'did you mean' and completion suggestions as links to their results. */
export async function DidYouMean({ suggestions }: { suggestions: string[] }) {
  if (suggestions.length === 0) return null;
  const t = await getTranslations('search');
  return (
    <p
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
      data-testid="did-you-mean"
    >
      <span className="text-muted">{t('didYouMean')}</span>
      {suggestions.slice(0, 5).map((suggestion) => (
        <Link
          key={suggestion}
          prefetch={false}
          href={searchPath(suggestion)}
          className="font-semibold text-accent underline"
        >
          {suggestion}
        </Link>
      ))}
    </p>
  );
}
