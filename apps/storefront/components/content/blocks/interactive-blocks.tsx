'use client';

import { deferred } from '@/components/ui/deferred';

// The interactive parts of content blocks, each in a chunk of its own: a route that can show
// page-builder content (every catalogue page) loads them only where a block actually uses them.
// They take plain props, never server-rendered children, so the server renders them in place.
export const SliderControls = deferred(() =>
  import('./slider-controls').then((module) => module.SliderControls),
);
export const CarouselButtons = deferred(() =>
  import('./carousel-buttons').then((module) => module.CarouselButtons),
);
export const Countdown = deferred(() => import('./countdown').then((module) => module.Countdown));
