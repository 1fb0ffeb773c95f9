import nl from '@/messages/nl.json';

/** Requests outside every locale (rare: the proxy gives every path a locale). */
export default function RootNotFound() {
  return (
    <html lang="nl-NL">
      <body className="p-8 font-sans">
        <h1 className="mb-4 text-2xl font-bold">{nl.Errors.notFoundTitle}</h1>
        <a href="/" className="underline">
          {nl.Errors.backHome}
        </a>
      </body>
    </html>
  );
}
