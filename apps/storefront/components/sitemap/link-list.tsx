import { Link } from '@/i18n/navigation';

/** A plain list of links in one column. */
export function LinkList({
  links,
  testId,
}: {
  links: { href: string; label: string }[];
  testId?: string;
}) {
  return (
    <ul className="flex flex-col gap-1" data-testid={testId}>
      {links.map((link) => (
        <li key={link.href}>
          <Link prefetch={false} href={link.href} className="hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
