'use client';

import { deferred } from '@/components/ui/deferred';

// The interactive parts of content blocks. Every catalogue page can show page-builder content,
// so each chunk named here costs every category page a loader in its first load (ADR 0005); a
// page loads a chunk only where a block uses it. Three chunks: the carousel controls (embla,
// the heaviest, on many pages), the small parts (countdown, video player, dismiss button, the
// map component, which loads Leaflet on its own when it comes into view) and the two forms.
// They take plain props, never server-rendered children, so the server renders them in place.
export const EmblaControls = deferred(() =>
  import('./embla-controls').then((module) => module.EmblaControls),
);
export const Countdown = deferred(() => import('./small-parts').then((module) => module.Countdown));
export const VideoPlayer = deferred(() =>
  import('./small-parts').then((module) => module.VideoPlayer),
);
export const DismissButton = deferred(() =>
  import('./small-parts').then((module) => module.DismissButton),
);
export const LocationMapBlock = deferred(() =>
  import('./small-parts').then((module) => module.LocationMap),
);
export const ContactFormBlock = deferred(() =>
  import('./form-parts').then((module) => module.ContactForm),
);
export const NewsletterFormBlock = deferred(() =>
  import('./form-parts').then((module) => module.NewsletterForm),
);
