import { layoutConfig } from '@/lib/config/layout';
import { FallbackImage } from '@/components/ui/fallback-image';

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The logo (public/images/logo.svg) with the tagline given, as SVG markup. */
export function logoSvg(tagline: string): string {
  const { width, height } = layoutConfig.logo;
  // Any language's tagline fits the width of the Dutch one (textLength).
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 161 64">`,
    '<path d="M26 6 12 34h12l-4 24 20-32H28l6-20z" fill="#c2410c"/>',
    '<text x="46" y="38" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700"',
    ' fill="#0b3b66" textLength="110" lengthAdjust="spacingAndGlyphs">Stroomhuis</text>',
    '<text x="47" y="54" font-family="Arial,Helvetica,sans-serif" font-size="9.5" fill="#4b5563"',
    ` textLength="109" lengthAdjust="spacingAndGlyphs">${xmlText(tagline)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The shop's logo with its tagline in the page's language, instead of Dutch letters in a fixed
 * picture. A picture, not SVG text in the page: the link around it is named "Stroomhuis - naar
 * de homepage", and text in the page would make the link's visible words differ from its name
 * (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function ShopLogo({ tagline, className }: { tagline: string; className?: string }) {
  const { width, height } = layoutConfig.logo;
  return (
    // An inline picture: nothing for an image optimiser to do, and nothing that can fail to load.
    <FallbackImage
      src={`data:image/svg+xml,${encodeURIComponent(logoSvg(tagline))}`}
      alt=""
      width={width}
      height={height}
      className={className}
      data-testid="shop-logo"
    />
  );
}
