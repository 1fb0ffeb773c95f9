import nl from '@/messages/nl.json';

/**
 * Requests outside every locale (rare: the proxy gives every path a locale). Inline styles: this
 * boundary is part of every page's payload, and the stylesheet imported here would travel along.
 */
export default function RootNotFound() {
  return (
    <html lang="nl-NL">
      <body style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1 style={{ fontSize: '1.5rem', marginBottom: '1rem' }}>{nl.Errors.notFoundTitle}</h1>
        <a href="/" style={{ textDecoration: 'underline' }}>
          {nl.Errors.backHome}
        </a>
      </body>
    </html>
  );
}
