import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { BlockButton, BlockLink } from '@/lib/commerce/types';
import { isExternalLink } from '@/lib/layout/links';

/** A block's link: shop paths through the router, others as plain links with rel noopener. */
export function BlockAnchor({
  link,
  className,
  children,
}: {
  link: BlockLink;
  className?: string;
  children: ReactNode;
}) {
  const blank = link.target === '_blank';
  if (isExternalLink(link.href))
    return (
      <a
        href={link.href}
        className={className}
        target={blank ? '_blank' : undefined}
        rel="noopener noreferrer"
      >
        {children}
      </a>
    );
  return (
    <Link
      prefetch={false}
      href={link.href}
      className={className}
      target={blank ? '_blank' : undefined}
    >
      {children}
    </Link>
  );
}

/** spec §3 button (label, type: primary by default, spec §9) on a block's link. */
export function BlockLinkButton({
  link,
  button,
  className = '',
}: {
  link: BlockLink;
  button: BlockButton;
  className?: string;
}) {
  return (
    <BlockAnchor link={link} className={`btn btn-${button.type ?? 'primary'} w-fit ${className}`}>
      {button.label}
    </BlockAnchor>
  );
}
