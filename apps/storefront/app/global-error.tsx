'use client';

import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import './globals.css';

const catalogues = { nl, en, fr, de };

/** Last resort when the root layout itself failed: no providers, so messages are read here. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const prefix =
    typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1] ?? '');
  const locale = (prefix in catalogues ? prefix : 'nl') as keyof typeof catalogues;
  const t = catalogues[locale].Errors;
  return (
    <html lang={locale}>
      <body className="font-sans">
        <main className="mx-auto max-w-xl p-8 text-center">
          <h1 className="mb-3 text-2xl font-bold">{t.serverErrorTitle}</h1>
          <p className="mb-6">{t.serverErrorText}</p>
          <button type="button" className="btn btn-primary" onClick={() => reset()}>
            {t.tryAgain}
          </button>
        </main>
      </body>
    </html>
  );
}
