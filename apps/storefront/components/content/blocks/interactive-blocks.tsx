'use client';

import { deferred } from '@/components/ui/deferred';

// The interactive parts of content blocks, each in a chunk of its own: a route that can show
// page-builder content (every catalogue page) loads them only where a block actually uses them.
export const SliderView = deferred(() => import('./slider').then((module) => module.SliderView));
export const Carousel = deferred(() => import('./carousel').then((module) => module.Carousel));
export const Countdown = deferred(() => import('./countdown').then((module) => module.Countdown));
