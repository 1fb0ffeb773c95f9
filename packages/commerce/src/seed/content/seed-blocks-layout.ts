import type { ContentBlock } from '../../content/blocks.ts';
import { priceText } from '../../content/price-text.ts';
import { media, type BlocksPageContext } from './seed-blocks-parts.ts';

/**
 * The first half of the `blocks` page: slider and slides, banners in each collage, and rows
 * and columns with the text, button and image blocks they hold.
 */
export function layoutBlocks({
  first,
  second,
  third,
  categoryLink,
  section,
}: BlocksPageContext): ContentBlock[] {
  return [
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
  ];
}
