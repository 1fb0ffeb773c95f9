'use client';

import { useEffect, useState } from 'react';

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

// Inline styles: importing the shop's stylesheet here would put a second copy of it into every
// page (the stylesheet is inlined, and this boundary is part of every page).
const page = { fontFamily: 'system-ui, sans-serif', color: '#1f2933', margin: 0 };
const button = {
  minHeight: '2.75rem',
  padding: '0 1.25rem',
  border: 0,
  borderRadius: '0.375rem',
  background: '#0b3b66',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
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
      <body style={page}>
        <main
          style={{ maxWidth: '36rem', margin: '0 auto', padding: '2rem', textAlign: 'center' }}
          aria-busy={texts === null}
        >
          {texts ? (
            <>
              <h1 style={{ fontSize: '1.5rem', marginBottom: '0.75rem' }}>
                {texts.serverErrorTitle}
              </h1>
              <p style={{ marginBottom: '1.5rem' }}>{texts.serverErrorText}</p>
              <button type="button" style={button} onClick={() => reset()}>
                {texts.tryAgain}
              </button>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
