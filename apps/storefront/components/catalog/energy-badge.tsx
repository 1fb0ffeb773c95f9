import { useTranslations } from 'next-intl';
import { energyColour, energyTextColour } from '@/lib/catalog/energy';

/** The energy class as an arrow-shaped badge; links to the label when there is one. */
export function EnergyBadge({
  label,
  icon,
  href,
  size = 'sm',
}: {
  label: string;
  /** The engine's icon name for the class (spec §9 'old' prefix rule). */
  icon?: string | null;
  href?: string | null;
  size?: 'sm' | 'lg';
}) {
  const t = useTranslations('Product');
  const tip = size === 'lg' ? '1.1rem' : '0.6rem';
  const badge = (
    <span
      // In a narrow card the words wrap rather than run off it; the arrow's point is as wide
      // as the padding beside the text, however long the text, so it never clips a letter.
      className={`inline-flex w-fit max-w-full items-center rounded-l font-bold ${size === 'lg' ? 'px-3 py-1 text-lg' : 'px-1.5 text-xs'}`}
      style={{
        backgroundColor: energyColour(label),
        color: energyTextColour,
        clipPath: `polygon(0 0, calc(100% - ${tip}) 0, 100% 50%, calc(100% - ${tip}) 100%, 0 100%)`,
        paddingRight: size === 'lg' ? '1.5rem' : '0.9rem',
      }}
      data-energy-icon={icon ?? undefined}
    >
      {t('energyClass', { energyClass: label })}
    </span>
  );
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="w-fit">
      {badge}
    </a>
  ) : (
    badge
  );
}
