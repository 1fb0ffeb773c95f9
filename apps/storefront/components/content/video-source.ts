import { mediaUrl } from '@/lib/commerce/values';

/** What a video block plays: a YouTube or Vimeo video by id, or a video file. */
export type VideoSource =
  { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string } | { kind: 'file'; url: string };

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * spec §3 video src: a YouTube or Vimeo page or embed address, or an mp4/webm file (absolute,
 * relative or a `{{media url=}}` placeholder). Null for anything else.
 */
export function parseVideoSource(src: string): VideoSource | null {
  const value = src.trim();
  if (value.length > 2048) return null;
  if (/\.(mp4|webm|ogv|mov)(\?.*)?$/i.test(value) || value.startsWith('{{media url=')) {
    const url = mediaUrl(value);
    return url && /^(https?:\/\/|\/)/.test(url) ? { kind: 'file', url } : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (youtubeHosts.has(url.hostname)) {
    const id =
      url.hostname === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ??
          /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ??
          '');
    return /^[A-Za-z0-9_-]{6,20}$/.test(id) ? { kind: 'youtube', id } : null;
  }
  if (vimeoHosts.has(url.hostname)) {
    const id = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { kind: 'vimeo', id } : null;
  }
  return null;
}

/**
 * The player's address. YouTube plays from its no-cookie domain; a player loaded by a click
 * starts at once, an autoplaying one muted (browsers refuse sound without a click).
 */
export function embedUrl(
  source: Exclude<VideoSource, { kind: 'file' }>,
  options: { autoplay: boolean; muted: boolean; loop: boolean; controls: boolean },
): string {
  const flag = (value: boolean) => (value ? '1' : '0');
  if (source.kind === 'youtube') {
    const params = new URLSearchParams({
      autoplay: '1',
      mute: flag(options.muted),
      controls: flag(options.controls),
      rel: '0',
      playsinline: '1',
      ...(options.loop ? { loop: '1', playlist: source.id } : {}),
    });
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params}`;
  }
  const params = new URLSearchParams({
    autoplay: '1',
    muted: flag(options.muted),
    loop: flag(options.loop),
    controls: flag(options.controls),
    dnt: '1',
  });
  return `https://player.vimeo.com/video/${source.id}?${params}`;
}
