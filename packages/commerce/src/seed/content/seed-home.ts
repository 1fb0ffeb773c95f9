import { priceText } from '../../content/price-text.ts';
import type { ContentBlock } from '../../content/blocks.ts';
import { DEMO_VIDEO } from './seed-blocks.ts';

export interface HomeSeedInput {
  /** url keys of real, listable products for the products grid. */
  featuredUrlKeys: string[];
  /** A category with many products for the products carousel. */
  carouselCategory: { id: number; name: string; urlPath: string } | null;
  /** Top-level categories for the category banners and tiles. */
  topCategories: { id: string; name: string; urlPath: string }[];
  /** The moment of seeding: the home page's campaign runs a year from it. */
  now: Date;
}

const media = (name: string, width: number, height: number, alt: string, mobile?: string) => ({
  desktopImage: `{{media url=wysiwyg/home/${name}}}`,
  ...(mobile
    ? { mobileImage: `/media/wysiwyg/home/${mobile}`, mobileWidth: 768, mobileHeight: 512 }
    : {}),
  alt,
  width,
  height,
});

/**
 * The home page as page-builder blocks: a notice, the hero slider, usps, products, banners,
 * category tiles, a campaign, a video and frequently asked questions, with slider options,
 * per-breakpoint row columns and overlay positions (spec §2, §3). The `blocks` page has every
 * block type.
 */
export function homePageBlocks(input: HomeSeedInput): ContentBlock[] {
  // The hero slides and category banners picture a washer, a television and a boxing glove:
  // each links to the top category it shows, when the catalogue has it.
  const pictured = (name: string, fallback: number) =>
    input.topCategories.find((category) => category.name === name) ?? input.topCategories[fallback];
  const first = pictured('Huishouden', 0);
  const second = pictured('Beeld & geluid', 1);
  const third = pictured('Sport', 2);
  const categoryLink = (category: { urlPath: string } | undefined) => `/${category?.urlPath ?? ''}`;
  return [
    {
      id: 'notice',
      type: 'notification',
      variant: 'info',
      text: '<p>Besteld voor 23:59? Dan heb je dezelfde avond je track-and-trace-code. <a href="{{store url=service/bezorgen}}">Meer over bezorgen</a></p>',
    },
    {
      id: 'hero',
      type: 'row',
      appearance: 'full-width',
      children: [
        {
          id: 'hero-slider',
          type: 'slider',
          options: {
            autoplay: true,
            autoplaySpeed: 6000,
            fade: false,
            infinite: true,
            showArrows: true,
            showDots: true,
          },
          children: [
            {
              id: 'slide-1',
              type: 'slide',
              media: media(
                'hero-1.svg',
                1920,
                640,
                'Wasmachines van topmerken',
                'hero-1-mobile.svg',
              ),
              title: 'Nieuwe wasmachines, stil en zuinig',
              text: `Gratis bezorgd en aangesloten vanaf ${priceText(45_00)}`,
              link: { href: 'https://www.stroomhuis.nl' + categoryLink(first) },
              button: { label: 'Bekijk het aanbod', type: 'primary' },
              overlay: { show: true, position: 'left', backgroundColor: 'rgba(10, 37, 64, 0.72)' },
            },
            {
              id: 'slide-2',
              type: 'slide',
              media: media('hero-2.svg', 1920, 640, 'Televisies en audio', 'hero-2-mobile.svg'),
              title: 'Beeld en geluid voor elke kamer',
              text: 'Betaal in 3 termijnen, 0% rente',
              link: { href: categoryLink(second) },
              button: { label: 'Ontdek meer', type: 'primary' },
              overlay: { show: true, position: 'center', backgroundColor: 'rgba(0, 0, 0, 0.55)' },
            },
            {
              id: 'slide-3',
              type: 'slide',
              media: media(
                'hero-3.svg',
                1920,
                640,
                'Bokshandschoenen en sportartikelen',
                'hero-3-mobile.svg',
              ),
              title: 'Klaar voor de ring',
              text: 'Bokshandschoenen, zakken en bescherming',
              link: { href: categoryLink(third) },
              button: { label: 'Naar sport', type: 'secondary' },
              overlay: { show: true, position: 'right', backgroundColor: 'rgba(127, 29, 29, 0.7)' },
            },
          ],
        },
      ],
    },
    {
      id: 'usps',
      type: 'usp',
      items: [
        { icon: 'truck', title: 'Gratis bezorging', text: `Vanaf ${priceText(45_00)}` },
        { icon: 'store', title: 'Afhalen in de winkel', text: 'Vaak goedkoper dan online' },
        { icon: 'card', title: 'Gespreid betalen', text: 'In 3 termijnen, 0% rente' },
        { icon: 'chat', title: 'Persoonlijk advies', text: 'Ma t/m vr 08:30 tot 17:00' },
      ],
    },
    {
      id: 'intro',
      type: 'row',
      appearance: 'contained',
      options: { columns: { mobile: 1, tablet: 1, desktop: 2 } },
      children: [
        {
          id: 'intro-text',
          type: 'column',
          children: [
            { id: 'intro-heading', type: 'heading', text: 'Welkom bij Stroomhuis', level: 1 },
            {
              id: 'intro-body',
              type: 'text',
              html:
                '<p>Witgoed, elektronica en sportartikelen met <strong>eerlijk advies</strong>. ' +
                'Bestel online, haal af in een van onze winkels of laat het thuis bezorgen en aansluiten.</p>' +
                '<p>Meer weten over betalen in termijnen? Lees <a href="{{store url=service/gespreid-betalen}}">gespreid betalen</a>.</p>' +
                '<script>alert("removed by the storefront")</script>',
            },
            {
              id: 'intro-buttons',
              type: 'buttons',
              alignment: 'left',
              children: [
                {
                  id: 'intro-button-stores',
                  type: 'button-item',
                  button: { label: 'Vind een winkel', type: 'primary' },
                  link: { href: '/winkels' },
                },
                {
                  id: 'intro-button-service',
                  type: 'button-item',
                  button: { label: 'Klantenservice', type: 'secondary' },
                  link: { href: '/contact' },
                },
              ],
            },
          ],
        },
        {
          id: 'intro-image-column',
          type: 'column',
          children: [
            {
              id: 'intro-image',
              type: 'image',
              media: media('showroom.svg', 800, 450, 'Een van onze winkels van binnen'),
            },
          ],
        },
      ],
    },
    { id: 'weekdeal', type: 'weekdeals', title: 'Deal van de week' },
    {
      id: 'featured',
      type: 'products',
      title: 'Populair bij onze klanten',
      source: { urlKeys: input.featuredUrlKeys, pageSize: input.featuredUrlKeys.length },
    },
    { id: 'divider-1', type: 'divider', color: '#e5e7eb', thickness: 1 },
    {
      id: 'banners',
      type: 'row',
      appearance: 'contained',
      title: 'Onze categorieën',
      options: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
      // Banner n pictures category n: a missing category leaves its banner out.
      children: [first, second, third].flatMap((category, index) =>
        category
          ? [
              {
                id: `category-banner-${index + 1}`,
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
    ...(input.carouselCategory
      ? [
          {
            id: 'category-carousel',
            type: 'products' as const,
            appearance: 'carousel' as const,
            title: `Uitgelicht: ${input.carouselCategory.name}`,
            source: { categoryId: String(input.carouselCategory.id), pageSize: 10 },
          },
        ]
      : []),
    {
      id: 'category-tiles',
      type: 'category',
      title: 'Shop per categorie',
      categoryIds: input.topCategories.slice(0, 6).map((category) => category.id),
    },
    {
      id: 'campaign',
      type: 'campaign',
      title: 'Wintervoordeel: tot 25% korting op wasdrogers',
      text: 'Alleen zolang de actie loopt, op = op.',
      endDate: new Date(input.now.getTime() + 365 * 24 * 3600 * 1000).toISOString(),
      theme: 'dark',
      media: media('banner-1.svg', 600, 400, 'Wasdrogers in de aanbieding'),
      link: { href: categoryLink(first) },
      button: { label: 'Naar de actie', type: 'primary' },
    },
    { id: 'divider-2', type: 'divider' },
    {
      id: 'service-row',
      type: 'row',
      appearance: 'contained',
      options: { columns: { mobile: 1, tablet: 2, desktop: 2 } },
      children: [
        {
          id: 'service-banner',
          type: 'banner',
          media: media('service.svg', 800, 400, 'Onze monteur sluit een wasmachine aan'),
          title: 'Bezorgen én aansluiten',
          text: 'Voor 23:59 besteld? Dezelfde avond je track & trace-code.',
          link: { href: '/service/bezorgen' },
          button: { label: 'Zo werkt het', type: 'primary' },
          overlay: { show: true, position: 'left', backgroundColor: 'rgba(255, 255, 255, 0.85)' },
        },
        {
          id: 'newsletter-banner',
          type: 'banner',
          media: media('newsletter.svg', 800, 400, 'Nieuwsbrief'),
          title: '15% korting op je eerste bestelling',
          text: 'Schrijf je in voor onze nieuwsbrief.',
          link: { href: '/nieuwsbrief' },
          button: { label: 'Inschrijven', type: 'secondary' },
          overlay: { show: true, position: 'right', backgroundColor: 'rgba(255, 255, 255, 0.9)' },
        },
      ],
    },
    {
      id: 'help-row',
      type: 'row',
      appearance: 'contained',
      options: { columns: { mobile: 1, tablet: 1, desktop: 2 } },
      children: [
        {
          id: 'help-video-column',
          type: 'column',
          children: [
            {
              id: 'help-video',
              type: 'video',
              src: DEMO_VIDEO,
              fallback: '{{media url=wysiwyg/home/showroom.svg}}',
              title: 'Demovideo: Big Buck Bunny (Blender Foundation)',
              config: { autoplay: false, controls: true },
            },
          ],
        },
        {
          id: 'help-faq-column',
          type: 'column',
          children: [
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
                  question: 'Kan ik in de winkel afhalen?',
                  answer:
                    '<p>Ja, in al onze <a href="/winkels">winkels</a>. Je krijgt een e-mail zodra je bestelling klaarligt.</p>',
                },
                {
                  question: 'Kan ik gespreid betalen?',
                  answer: `<p>Ja, vanaf ${priceText(250_00)} betaal je in 3 termijnen zonder rente. Dat kies je bij het afrekenen.</p>`,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
