import { describe, expect, it } from 'vitest';
import { embedUrl, parseVideoSource } from './video-source';
import { faqStructuredData } from './blocks/faq-block';
import { dataProps } from './blocks/data-props';

describe('video sources (spec §3 video src)', () => {
  it('reads YouTube and Vimeo page and embed addresses and video files', () => {
    expect(parseVideoSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
    });
    expect(parseVideoSource('https://youtu.be/aqz-KE-bpKQ')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
    });
    expect(parseVideoSource('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toMatchObject({
      id: 'aqz-KE-bpKQ',
    });
    expect(parseVideoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoSource('https://player.vimeo.com/video/76979871')).toMatchObject({
      kind: 'vimeo',
    });
    expect(parseVideoSource('{{media url=wysiwyg/demo.mp4}}')).toEqual({
      kind: 'file',
      url: '/media/wysiwyg/demo.mp4',
    });
    expect(parseVideoSource('https://cdn.example/clip.webm')).toEqual({
      kind: 'file',
      url: 'https://cdn.example/clip.webm',
    });
  });

  it('refuses other hosts, schemes and odd ids', () => {
    expect(parseVideoSource('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(parseVideoSource('javascript:alert(1)')).toBeNull();
    expect(parseVideoSource('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(parseVideoSource('https://vimeo.com/channels/staff')).toBeNull();
    expect(parseVideoSource(`https://youtu.be/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('plays YouTube from its no-cookie host, muted when it plays by itself', () => {
    const options = { autoplay: true, muted: true, loop: true, controls: false };
    const youtube = new URL(embedUrl({ kind: 'youtube', id: 'aqz-KE-bpKQ' }, options));
    expect(youtube.origin + youtube.pathname).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(Object.fromEntries(youtube.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
    });
    const vimeo = new URL(embedUrl({ kind: 'vimeo', id: '1' }, { ...options, muted: false }));
    expect(vimeo.host).toBe('player.vimeo.com');
    expect(vimeo.searchParams.get('muted')).toBe('0');
    expect(vimeo.searchParams.get('dnt')).toBe('1');
  });
});

describe('faq structured data and data attributes', () => {
  it('describes the questions as a FAQPage with plain-text answers', () => {
    expect(
      faqStructuredData([{ question: 'Wat?', answer: '<p>Dit <a href="/x">hier</a>.</p>' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Wat?',
          acceptedAnswer: { '@type': 'Answer', text: 'Dit hier.' },
        },
      ],
    });
  });

  it('renders data attributes with their data- prefix', () => {
    expect(dataProps({ promo: 'x', 'gtm-label': '3' })).toEqual({
      'data-promo': 'x',
      'data-gtm-label': '3',
    });
    expect(dataProps(undefined)).toEqual({});
  });
});
