import { iconFills } from '@/lib/catalog/rating';
import { StarIcon } from './icons';

/**
 * Five stars filled to the rating out of 10 (spec §9), with the rating in words for screen
 * readers; the stars themselves are decoration.
 */
export function RatingStars({
  rating,
  label,
  size = 14,
}: {
  rating: number;
  /** e.g. 'Beoordeeld met 9,2 / 10 (12 reviews)' */
  label: string;
  size?: number;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className="inline-flex" aria-hidden="true" data-rating-icons>
        {iconFills(rating).map((fill, index) => (
          <span key={index} className="relative inline-block" style={{ width: size, height: size }}>
            <StarIcon size={size} className="absolute inset-0 text-line" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon size={size} className="text-amber-500" />
            </span>
          </span>
        ))}
      </span>
      <span>{label}</span>
    </span>
  );
}
