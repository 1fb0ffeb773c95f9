'use client';

import { deferred } from '@/components/ui/deferred';

// The interactive parts of content blocks, each in a chunk of its own: a route that can show
// page-builder content (every catalogue page) loads them only where a block actually uses them.
// They take plain props, never server-rendered children, so the server renders them in place.
export const EmblaControls = deferred(() =>
  import('./embla-controls').then((module) => module.EmblaControls),
);
export const Countdown = deferred(() => import('./countdown').then((module) => module.Countdown));
export const VideoPlayer = deferred(() =>
  import('./video-player').then((module) => module.VideoPlayer),
);
export const DismissButton = deferred(() =>
  import('./dismiss-button').then((module) => module.DismissButton),
);
export const ContactFormBlock = deferred(() =>
  import('@/components/contact/contact-form').then((module) => module.ContactForm),
);
export const NewsletterFormBlock = deferred(() =>
  import('@/components/newsletter/newsletter-form').then((module) => module.NewsletterForm),
);
export const LocationMapBlock = deferred(() =>
  import('@/components/map').then((module) => module.LocationMap),
);
