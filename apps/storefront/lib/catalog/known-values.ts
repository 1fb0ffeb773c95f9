/**
 * Values of the Dutch store whose meaning the shop knows, so other languages can show them in
 * their own words (spec §1: only a Dutch store exists). Free catalogue text (names, attribute
 * labels and values) stays as the store gives it.
 */

/** spec §3 product_status_label values → message keys of `ProductStatus`. */
const statusKeys: Record<string, string> = {
  Actief: 'active',
  'Actief (op aanvraag)': 'onRequest',
  'Uit assortiment': 'outOfAssortment',
};

export function productStatusKey(status: string): string | null {
  return statusKeys[status] ?? null;
}

/** spec §3 shipment_type_akeneo_label values → message keys of `DeliveryType`. */
const deliveryTypeKeys: Record<string, string> = {
  'Bezorging door eigen bezorgdienst': 'ownDelivery',
  Pakketdienst: 'parcelService',
  Brievenbuspakje: 'letterbox',
};

export function deliveryTypeKey(deliveryType: string): string | null {
  return deliveryTypeKeys[deliveryType] ?? null;
}

/** spec §3/§9 label codes with a message in `Labels`. */
const labelCodes = new Set([
  'sale',
  'cash_back_action',
  'cheaper_in_store',
  'predicate',
  'predicateTwo',
  'energy_efficient_and_our_choice_drop_down',
  'our_choice',
  'best_purchase',
  'best_tested',
  'new',
  'recommended',
]);

export function labelKey(code: string): string | null {
  return labelCodes.has(code) ? code : null;
}

/** A Sunday: weekday names are read from the week that starts with it. */
const sunday = Date.UTC(2026, 0, 4, 12);

/**
 * Opening days and hours as the locale writes them, consecutive days as a range:
 * nl 'ma–vr 08:30–17:00', en 'Mon–Fri 08:30–17:00', de 'Mo–Fr 08:30–17:00'.
 */
export function formatOpeningHours(
  schedule: { openingDays: number[]; openingHour: string; closingHour: string },
  languageTag: string,
): string {
  const dayName = new Intl.DateTimeFormat(languageTag, { weekday: 'short', timeZone: 'UTC' });
  const name = (day: number) => dayName.format(new Date(sunday + day * 86_400_000));
  // Monday first, Sunday last, as a Dutch week runs.
  const days = [...new Set(schedule.openingDays)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const ranges: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && (days[j + 1]! - days[j]! + 7) % 7 === 1) j++;
    ranges.push(j > i ? `${name(days[i]!)}–${name(days[j]!)}` : name(days[i]!));
    i = j + 1;
  }
  return `${ranges.join(', ')} ${schedule.openingHour}–${schedule.closingHour}`;
}
