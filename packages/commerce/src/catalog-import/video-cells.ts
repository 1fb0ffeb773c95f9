import { CellError } from './cell-values.ts';

/** A product video as `product_videos` gives it: the link, and its texts in the row's language. */
export interface VideoCell {
  url: string;
  title: string | null;
  label: string | null;
}

/** The providers the product page can embed (its player knows YouTube and Vimeo). */
const VIDEO_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)$/;
const MAX_URL = 500;
const MAX_TEXT = 255;
const MAX_VIDEOS = 20;

function videoUrl(value: unknown, index: number): string {
  if (typeof value !== 'string' || value.length > MAX_URL) {
    throw new CellError(`video ${index + 1} needs a url of at most ${MAX_URL} characters`);
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new CellError(`video ${index + 1}: "${value.slice(0, 80)}" is not a web address`);
  }
  if (url.protocol !== 'https:' || !VIDEO_HOSTS.test(url.hostname)) {
    throw new CellError(
      `video ${index + 1}: only https links to YouTube or Vimeo can be shown (${url.hostname})`,
    );
  }
  return url.href;
}

function videoText(value: unknown, field: string, index: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    throw new CellError(
      `the ${field} of video ${index + 1} is not a text of at most ${MAX_TEXT} characters`,
    );
  }
  return value.trim() || null;
}

/**
 * `product_videos`: the product's videos as JSON, `[{"url":"https://www.youtube.com/watch?v=…",
 * "title":"Productvideo …","label":"Video: …"}]`, in gallery order after the images. Magento's
 * file has no column for external videos (its import leaves them out), so the shop adds one, in
 * JSON for the same reason as `product_usps`: titles hold commas and colons. A store view's cell
 * gives the same urls with the titles and labels in its language.
 */
export function videos(text: string): VideoCell[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CellError(
      `"${text.slice(0, 80)}" is not a JSON list of videos ([{"url":…,"title":…,"label":…}])`,
    );
  }
  if (!Array.isArray(json)) throw new CellError('the videos are not a JSON list');
  if (json.length > MAX_VIDEOS) throw new CellError(`at most ${MAX_VIDEOS} videos per product`);
  const seen = new Set<string>();
  return json.map((item: unknown, index) => {
    const { url, title, label } = (item ?? {}) as Record<string, unknown>;
    const href = videoUrl(url, index);
    if (seen.has(href)) throw new CellError(`the video ${href} is given twice`);
    seen.add(href);
    return {
      url: href,
      title: videoText(title, 'title', index),
      label: videoText(label, 'label', index),
    };
  });
}
