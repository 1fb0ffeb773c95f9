import { priceText } from '../../content/price-text.ts';
import type { BlockMedia, ContentBlock } from '../../content/blocks.ts';
import { STORES } from '../data/stores.ts';

export interface BlocksSeedInput {
  /** url keys of real, listable products. */
  featuredUrlKeys: string[];
  /** A category with many products (for the products carousel). */
  carouselCategory: { id: number; name: string; urlPath: string } | null;
  /** Top-level categories (menu order) with their ids. */
  topCategories: { id: string; name: string; urlPath: string }[];
}

const media = (
  name: string,
  width: number,
  height: number,
  alt: string,
  extra: Partial<BlockMedia> = {},
): BlockMedia => ({
  desktopImage: `{{media url=wysiwyg/home/${name}}}`,
  alt,
  width,
  height,
  ...extra,
});

/** One year after `now`: the demo campaign keeps counting down. */
const inAYear = (now: Date) => new Date(now.getTime() + 365 * 24 * 3600 * 1000).toISOString();

/** A public demo video (Blender Foundation, CC BY): loaded only when a visitor clicks play. */
export const DEMO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/**
 * The `blocks` CMS page: every one of the 27 page-builder block types (spec §2) with Dutch demo
 * content, several appearances (contained, full-width, poster, collage-*, carousel) and the
 * options of spec §3, so editors and the journeys see each of them.
 */
export function blocksPageBlocks(input: BlocksSeedInput, now: Date): ContentBlock[] {
  // The demo pictures show a washer, a television and a boxing glove: each goes with the top
  // category it pictures, when the catalogue has it.
  const pictured = (name: string, fallback: number) =>
    input.topCategories.find((category) => category.name === name) ?? input.topCategories[fallback];
  const first = pictured('Huishouden', 0);
  const second = pictured('Beeld & geluid', 1);
  const third = pictured('Sport', 2);
  const categoryLink = (category: { urlPath: string } | undefined) => `/${category?.urlPath ?? ''}`;
  const section = (id: string, text: string, subtitle: string): ContentBlock => ({
    id: `title-${id}`,
    type: 'title',
    text,
    subtitle,
  });
  return [
    {
      id: 'notice',
      type: 'notification',
      variant: 'info',
      dismissible: true,
      text: '<p><strong>Let op:</strong> tussen kerst en oud en nieuw bezorgen we op andere dagen. Bekijk de <a href="{{store url=service/bezorgen}}">bezorgtijden</a>.</p>',
      dataAttributes: { 'data-promo': 'bezorging-feestdagen' },
      pgIds: ['pg-notice-1'],
    },
    section('slider', 'Slider en slides', 'Vervagend, met automatisch afspelen, pijlen en stippen'),
    {
      id: 'hero-row',
      type: 'row',
      appearance: 'full-width',
      children: [
        {
          id: 'slider',
          type: 'slider',
          options: {
            autoplay: true,
            autoplaySpeed: 7000,
            fade: true,
            infinite: true,
            showArrows: true,
            showDots: true,
          },
          children: [
            {
              id: 'slide-poster',
              type: 'slide',
              appearance: 'poster',
              media: media('hero-2.svg', 1920, 640, 'Televisies en audio', {
                mobileImage: '{{media url=wysiwyg/home/hero-2-mobile.svg}}',
                mobileWidth: 768,
                mobileHeight: 512,
                title: 'Beeld en geluid',
              }),
              title: 'Poster: tekst midden op de foto',
              text: 'Betaal in 3 termijnen, 0% rente',
              link: { href: `https://www.stroomhuis.nl${categoryLink(second)}` },
              button: { label: 'Ontdek beeld en geluid', type: 'primary' },
              overlay: { show: true, position: 'poster', backgroundColor: 'rgba(0, 0, 0, 0.55)' },
            },
            {
              id: 'slide-right',
              type: 'slide',
              media: media('hero-3.svg', 1920, 640, 'Bokshandschoenen en sportartikelen', {
                mobileImage: '{{media url=wysiwyg/home/hero-3-mobile.svg}}',
                mobileWidth: 768,
                mobileHeight: 512,
              }),
              title: 'Tekstvlak rechts',
              text: 'Bokshandschoenen, zakken en bescherming',
              link: { href: categoryLink(third) },
              button: { label: 'Naar sport', type: 'secondary' },
              overlay: { show: true, position: 'right', backgroundColor: 'rgba(127, 29, 29, 0.7)' },
            },
          ],
        },
      ],
    },
    section('banners', 'Banners', 'Collage links, gecentreerd en rechts'),
    {
      id: 'collages',
      type: 'row',
      appearance: 'contained',
      options: { columns: { mobile: 1, tablet: 1, desktop: 1 } },
      children: [
        {
          id: 'banner-collage-left',
          type: 'banner',
          appearance: 'collage-left',
          media: media('service.svg', 800, 400, 'Onze monteur sluit een wasmachine aan'),
          title: 'Collage links',
          text: 'Bezorgen én aansluiten door onze eigen monteurs.',
          link: { href: '/service/bezorgen' },
          button: { label: 'Zo werkt het', type: 'primary' },
        },
        {
          id: 'banner-collage-centered',
          type: 'banner',
          appearance: 'collage-centered',
          media: media('hero-1.svg', 1920, 640, 'Wasmachines van topmerken'),
          title: 'Collage gecentreerd',
          text: 'Het tekstvlak valt over de onderkant van de foto.',
          link: { href: categoryLink(first) },
          button: { label: 'Bekijk wasmachines', type: 'link' },
        },
        {
          id: 'banner-collage-right',
          type: 'banner',
          appearance: 'collage-right',
          media: media('newsletter.svg', 800, 400, 'Nieuwsbrief'),
          title: 'Collage rechts',
          text: '15% korting op je eerste bestelling met onze nieuwsbrief.',
          link: { href: '/nieuwsbrief' },
          button: { label: 'Inschrijven', type: 'secondary' },
          overlay: { show: true, position: 'right', backgroundColor: '#0b3b66' },
        },
      ],
    },
    section('rows', 'Rijen en kolommen', 'Kolommen per schermbreedte, schuivend op mobiel'),
    {
      id: 'row-sliding',
      type: 'row',
      appearance: 'contained',
      title: 'Onze categorieën',
      options: {
        slideMobile: true,
        slideDesktop: false,
        columns: { mobile: 1, tablet: 2, desktop: 3 },
      },
      children: [first, second, third].flatMap((category, index) =>
        category
          ? [
              {
                id: `row-banner-${index + 1}`,
                type: 'banner' as const,
                media: media(`banner-${index + 1}.svg`, 600, 400, category.name),
                title: category.name,
                link: { href: `/${category.urlPath}` },
                button: { label: 'Shop nu', type: 'link' as const },
                overlay: {
                  show: true,
                  position: (['left', 'center', 'poster'] as const)[index]!,
                  backgroundColor: 'rgba(10, 37, 64, 0.65)',
                },
              },
            ]
          : [],
      ),
    },
    {
      id: 'row-columns',
      type: 'row',
      appearance: 'contained',
      options: { horizontal: false, columns: { mobile: 1, tablet: 2, desktop: 2 } },
      children: [
        {
          id: 'column-text',
          type: 'column',
          children: [
            { id: 'heading', type: 'heading', text: 'Kop (standaard h2)' },
            {
              id: 'text',
              type: 'text',
              html:
                '<p>Tekstblok met <strong>opmaak</strong>, een <a href="https://www.stroomhuis.nl/service/gespreid-betalen">link naar gespreid betalen</a> (het domein van de winkel valt weg) en een lijst:</p>' +
                `<ul><li>Gratis bezorging vanaf ${priceText(45_00)}</li><li>Afhalen in 12 winkels</li></ul>`,
            },
            {
              id: 'buttons',
              type: 'buttons',
              alignment: 'left',
              children: [
                {
                  id: 'button-primary',
                  type: 'button-item',
                  button: { label: 'Vind een winkel' },
                  link: { href: '/winkels' },
                },
                {
                  id: 'button-secondary',
                  type: 'button-item',
                  button: { label: 'Klantenservice', type: 'secondary' },
                  link: { href: '{{store url=contact}}' },
                },
                {
                  id: 'button-link',
                  type: 'button-item',
                  button: { label: 'Thuiswinkel Waarborg', type: 'link' },
                  link: { href: 'https://www.thuiswinkel.org/', target: '_blank' },
                },
              ],
            },
          ],
        },
        {
          id: 'column-image',
          type: 'column',
          children: [
            {
              id: 'image',
              type: 'image',
              media: media('showroom.svg', 800, 450, 'Een van onze winkels van binnen', {
                title: 'Onze winkel in Utrecht',
              }),
              caption: 'Afbeelding met onderschrift',
              link: { href: '/winkels' },
            },
          ],
        },
      ],
    },
    section(
      'media',
      'Video en kaart',
      'De video laadt pas na een klik; de kaart toont onze winkels',
    ),
    {
      id: 'video',
      type: 'video',
      src: DEMO_VIDEO,
      fallback: '{{media url=wysiwyg/home/showroom.svg}}',
      title: 'Demovideo: Big Buck Bunny (Blender Foundation)',
      config: { autoplay: false, controls: true },
    },
    {
      id: 'map',
      type: 'map',
      title: 'Onze winkels',
      showControls: true,
      zoom: 8,
      locations: STORES.map((store) => ({
        name: `Stroomhuis ${store.city}`,
        country: 'NL',
        position: { latitude: store.latitude, longitude: store.longitude },
        href: `/winkels/${store.code}`,
      })),
    },
    section('products', 'Producten', 'Een raster en een carrousel'),
    {
      id: 'products',
      type: 'products',
      title: 'Populair bij onze klanten',
      source: { urlKeys: input.featuredUrlKeys.slice(0, 4), pageSize: 4 },
    },
    ...(input.carouselCategory
      ? [
          {
            id: 'products-carousel',
            type: 'products-carousel' as const,
            title: `Carrousel: ${input.carouselCategory.name}`,
            source: { categoryId: String(input.carouselCategory.id), pageSize: 10 },
          },
        ]
      : []),
    { id: 'weekdeals', type: 'weekdeals', title: 'Deal van de week' },
    { id: 'divider', type: 'divider', color: '#0b3b66', thickness: 2 },
    {
      id: 'category',
      type: 'category',
      title: 'Shop per categorie',
      categoryIds: input.topCategories.slice(0, 6).map((category) => category.id),
    },
    {
      id: 'grid',
      type: 'experius-grid',
      title: 'Advies en service',
      columns: { mobile: 1, tablet: 2, desktop: 3 },
      children: [
        {
          id: 'grid-item-1',
          type: 'experius-grid-item',
          span: 2,
          media: media('service.svg', 800, 400, 'Monteur aan het werk'),
          title: 'Installatie aan huis',
          text: 'Wij sluiten je nieuwe apparaat aan en nemen het oude mee.',
          link: { href: '/service/bezorgen' },
          button: { label: 'Meer over installatie', type: 'link' },
        },
        {
          id: 'grid-item-2',
          type: 'experius-grid-item',
          media: media('banner-2.svg', 600, 400, 'Televisie in een woonkamer'),
          title: 'Welke tv past bij jou?',
          text: 'Onze adviseurs helpen je kiezen.',
          link: { href: categoryLink(second) },
        },
        {
          id: 'grid-item-3',
          type: 'experius-grid-item',
          title: 'Gespreid betalen',
          text: `Vanaf ${priceText(250_00)} betaal je in 3 termijnen zonder rente.`,
          link: { href: '/service/gespreid-betalen' },
        },
      ],
    },
    {
      id: 'usp',
      type: 'usp',
      items: [
        { icon: 'truck', title: 'Gratis bezorging', text: `Vanaf ${priceText(45_00)}` },
        { icon: 'store', title: '12 winkels', text: 'Afhalen vaak dezelfde dag' },
        { icon: 'card', title: 'Gespreid betalen', text: 'In 3 termijnen, 0% rente' },
        { icon: 'chat', title: 'Persoonlijk advies', text: 'Ma t/m vr 08:30 tot 17:00' },
      ],
    },
    {
      id: 'campaign',
      type: 'campaign',
      title: 'Wintervoordeel: tot 25% korting op wasdrogers',
      text: 'Alleen zolang de actie loopt, op = op.',
      endDate: inAYear(now),
      theme: 'dark',
      media: media('banner-1.svg', 600, 400, 'Wasdrogers in de aanbieding'),
      link: { href: categoryLink(first) },
      button: { label: 'Naar de actie', type: 'primary' },
    },
    {
      id: 'quote',
      type: 'quote',
      text: 'Binnen een dag bezorgd en netjes aangesloten. De monteur nam zelfs de oude machine mee.',
      author: 'Sanne de Vries',
      role: 'klant uit Utrecht',
    },
    {
      id: 'html',
      type: 'html',
      html:
        '<h3>Html-blok</h3><p>Opgeschoond voor weergave: scripts en event-handlers verdwijnen.</p>' +
        '<p><img src="{{media url=wysiwyg/logos/certificates/thuiswinkel.svg}}" alt="Thuiswinkel Waarborg" width="120" height="48"></p>' +
        '<p><a href="/navigation/huishouden" onclick="alert(1)">Alles voor in huis</a></p>' +
        '<script>alert("weg")</script>',
    },
    {
      id: 'faq',
      type: 'faq',
      title: 'Veelgestelde vragen',
      items: [
        {
          question: 'Wanneer wordt mijn bestelling bezorgd?',
          answer:
            '<p>Voor 23:59 besteld? Dan krijg je dezelfde avond een track-and-trace-code en bezorgen we meestal de volgende werkdag.</p>',
        },
        {
          question: 'Kan ik mijn bestelling in de winkel ophalen?',
          answer:
            '<p>Ja, in al onze <a href="/winkels">12 winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>',
        },
        {
          question: 'Hoe werkt gespreid betalen?',
          answer: `<p>Bij bestellingen vanaf ${priceText(250_00)} betaal je in 3 termijnen, zonder rente. Lees meer over <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p>`,
        },
      ],
    },
    {
      id: 'form-newsletter',
      type: 'form',
      form: 'newsletter',
      title: 'Nieuwsbrief',
      text: 'Schrijf je in en ontvang 15% korting op je eerste bestelling.',
    },
    {
      id: 'form-contact',
      type: 'form',
      form: 'contact',
      title: 'Contactformulier',
      text: 'We antwoorden binnen één werkdag.',
    },
  ];
}
