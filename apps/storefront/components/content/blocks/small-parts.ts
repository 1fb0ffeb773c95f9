// The small interactive parts of content blocks, loaded together (interactive-blocks.tsx).
export { Countdown } from './countdown';
export { VideoPlayer } from './video-player';
export { DismissButton } from './dismiss-button';
export { LocationMap } from '@/components/map';
