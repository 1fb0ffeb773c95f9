'use client';

import { useEffect, useState } from 'react';
import './globals.css';

// Every page carries this boundary, so its catalogue is fetched only when it is shown.
const catalogues = {
  nl: () => import('@/messages/nl.json'),
  en: () => import('@/messages/en.json'),
  fr: () => import('@/messages/fr.json'),
  de: () => import('@/messages/de.json'),
};
type Locale = keyof typeof catalogues;
type ErrorTexts = { serverErrorTitle: string; serverErrorText: string; tryAgain: string };

// Shown only when the catalogue itself cannot be fetched (offline): spec §8's default message.
const unreachable: ErrorTexts = {
  serverErrorTitle: 'Something went wrong',
  serverErrorText: '',
  tryAgain: 'Try again',
};

/** Last resort when the root layout itself failed: no providers, so messages are read here. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  const prefix =
    typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1] ?? '');
  const locale: Locale = prefix in catalogues ? (prefix as Locale) : 'nl';

  useEffect(() => {
    catalogues[locale]()
      .then((catalogue) => setTexts(catalogue.default.Errors))
      .catch(() => setTexts(unreachable));
  }, [locale]);

  return (
    <html lang={locale}>
      <body className="font-sans">
        <main className="mx-auto max-w-xl p-8 text-center" aria-busy={texts === null}>
          {texts ? (
            <>
              <h1 className="mb-3 text-2xl font-bold">{texts.serverErrorTitle}</h1>
              <p className="mb-6">{texts.serverErrorText}</p>
              <button type="button" className="btn btn-primary" onClick={() => reset()}>
                {texts.tryAgain}
              </button>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
