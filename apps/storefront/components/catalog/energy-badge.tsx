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
  const badge = (
    <span
      className={`inline-flex w-fit items-center rounded-l font-bold whitespace-nowrap ${size === 'lg' ? 'px-3 py-1 text-lg' : 'px-1.5 text-xs'}`}
      style={{
        backgroundColor: energyColour(label),
        color: energyTextColour,
        clipPath: 'polygon(0 0, 85% 0, 100% 50%, 85% 100%, 0 100%)',
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
