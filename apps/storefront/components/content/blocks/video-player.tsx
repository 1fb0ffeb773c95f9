'use client';

import { useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { embedUrl, type VideoSource } from '../video-source';

export interface VideoPlayerProps {
  source: VideoSource;
  title: string;
  /** The light preview's picture (spec §3 video fallback). */
  poster?: string | undefined;
  config: { autoplay: boolean; muted: boolean; loop: boolean; controls: boolean };
  /** 'Play video: {title}'. */
  playLabel: string;
}

/**
 * spec §4: a video plays by itself only with autoplay (muted); otherwise it is a light preview
 * (picture and play button) and the player, YouTube (no-cookie) or Vimeo or the file, loads on
 * the click. Before that click nothing is asked from the video's host.
 */
export function VideoPlayer({ source, title, poster, config, playLabel }: VideoPlayerProps) {
  const [started, setStarted] = useState(config.autoplay);
  const frame = 'block aspect-video w-full rounded-lg bg-black';
  if (started) {
    if (source.kind === 'file')
      return (
        <video
          className={frame}
          src={source.url}
          poster={poster}
          title={title}
          autoPlay
          muted={config.muted}
          loop={config.loop}
          controls={config.controls || !config.autoplay}
          playsInline
          data-testid="video-player"
        />
      );
    return (
      <iframe
        className={frame}
        src={embedUrl(source, { ...config, autoplay: true })}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-player"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setStarted(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-brand-dark"
      aria-label={playLabel}
      data-testid="video-preview"
    >
      {poster ? (
        <FallbackImage
          src={poster}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 flex size-16 -translate-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow-lg transition-transform group-hover:scale-110 md:size-20"
      >
        <svg viewBox="0 0 24 24" className="ml-1 size-8 md:size-10" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
