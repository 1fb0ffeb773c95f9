import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, media, Next's own files and files with an extension.
  matcher: ['/((?!api|media|_next|_vercel|.*\\..*).*)'],
};
