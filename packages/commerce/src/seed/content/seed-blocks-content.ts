import type { ContentBlock } from '../../content/blocks.ts';
import { priceText } from '../../content/price-text.ts';
import { STORES } from '../data/stores.ts';
import { DEMO_VIDEO, media, type BlocksPageContext } from './seed-blocks-parts.ts';

/** One year after `now`: the demo campaign keeps counting down. */
const inAYear = (now: Date) => new Date(now.getTime() + 365 * 24 * 3600 * 1000).toISOString();

/**
 * The second half of the `blocks` page: video and map, the product blocks, the grid, and the
 * blocks of shop content (usp, campaign, quote, html, faq, forms).
 */
export function contentBlocks({
  input,
  now,
  first,
  second,
  categoryLink,
  section,
}: BlocksPageContext): ContentBlock[] {
  return [
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
