import { layoutConfig } from '@/lib/config/layout';

/**
 * The shop's logo (public/images/logo.svg) drawn in the page, so its tagline is a message in the
 * page's language instead of Dutch letters in a picture. The link around it names the shop.
 */
export function ShopLogo({ tagline, className }: { tagline: string; className?: string }) {
  const { width, height } = layoutConfig.logo;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox="0 0 161 64"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-testid="shop-logo"
    >
      <path d="M26 6 12 34h12l-4 24 20-32H28l6-20z" fill="#c2410c" />
      <text
        x="46"
        y="38"
        fontFamily="Arial,Helvetica,sans-serif"
        fontSize="22"
        fontWeight="700"
        fill="#0b3b66"
        textLength="110"
        lengthAdjust="spacingAndGlyphs"
      >
        Stroomhuis
      </text>
      {/* Any language's tagline fits the width of the Dutch one. */}
      <text
        x="47"
        y="54"
        fontFamily="Arial,Helvetica,sans-serif"
        fontSize="9.5"
        fill="#4b5563"
        textLength="109"
        lengthAdjust="spacingAndGlyphs"
      >
        {tagline}
      </text>
    </svg>
  );
}
