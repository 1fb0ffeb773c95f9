import { useTranslations } from 'next-intl';
import { energyColour, energyIconName } from '@/lib/catalog/energy';

/** The energy class as an arrow-shaped badge; links to the label when there is one. */
export function EnergyBadge({
  label,
  href,
  size = 'sm',
}: {
  label: string;
  href?: string | null;
  size?: 'sm' | 'lg';
}) {
  const t = useTranslations('Product');
  const badge = (
    <span
      className={`inline-flex w-fit items-center rounded-l font-bold whitespace-nowrap text-white ${size === 'lg' ? 'px-3 py-1 text-lg' : 'px-1.5 text-xs'}`}
      style={{
        backgroundColor: energyColour(label),
        clipPath: 'polygon(0 0, 85% 0, 100% 50%, 85% 100%, 0 100%)',
        paddingRight: size === 'lg' ? '1.5rem' : '0.9rem',
      }}
      data-energy-icon={energyIconName(label)}
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
