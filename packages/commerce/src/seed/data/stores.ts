import type { OpeningHours } from '../../stores/schema.ts';
import { shopConstants } from '../../config/constants.ts';

type Week = readonly (readonly [string, string] | null)[];

/** Sunday first, as `OpeningHours.weekday` counts. */
const REGULAR: Week = [
  null,
  ['10:00', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '17:00'],
];
const LATE_THURSDAY: Week = [
  ['12:00', '17:00'],
  ['11:00', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '21:00'],
  ['09:30', '18:00'],
  ['09:30', '17:00'],
];
const LATE_FRIDAY: Week = [
  null,
  ['13:00', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '21:00'],
  ['09:00', '17:00'],
];
const CITY_CENTRE: Week = [
  ['12:00', '18:00'],
  ['11:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '21:00'],
  ['10:00', '19:00'],
  ['10:00', '18:00'],
];

export function openingHours(week: Week): OpeningHours[] {
  return week.map((hours, weekday) => ({
    weekday,
    open: hours?.[0] ?? null,
    close: hours?.[1] ?? null,
  }));
}

export interface StoreDef {
  code: string;
  city: string;
  street: string;
  postcode: string;
  phone: string;
  latitude: number;
  longitude: number;
  week: Week;
}

/** Physical stores in real Dutch cities; coordinates are those of a shopping street there. */
export const STORES: readonly StoreDef[] = [
  {
    code: 'amsterdam',
    city: 'Amsterdam',
    street: 'Kalverstraat 112',
    postcode: '1012 PK',
    phone: '020 555 0142',
    latitude: 52.3702,
    longitude: 4.8918,
    week: CITY_CENTRE,
  },
  {
    code: 'rotterdam',
    city: 'Rotterdam',
    street: 'Lijnbaan 48',
    postcode: '3012 EN',
    phone: '010 555 0178',
    latitude: 51.9205,
    longitude: 4.4753,
    week: LATE_FRIDAY,
  },
  {
    code: 'utrecht',
    city: 'Utrecht',
    street: 'Oudegracht 201',
    postcode: '3511 NH',
    phone: '030 555 0119',
    latitude: 52.0894,
    longitude: 5.1196,
    week: LATE_THURSDAY,
  },
  {
    code: 'den-haag',
    city: 'Den Haag',
    street: 'Grote Marktstraat 30',
    postcode: '2511 BH',
    phone: '070 555 0163',
    latitude: 52.0764,
    longitude: 4.3113,
    week: LATE_THURSDAY,
  },
  {
    code: 'eindhoven',
    city: 'Eindhoven',
    street: 'Demer 22',
    postcode: '5611 AS',
    phone: '040 555 0127',
    latitude: 51.4396,
    longitude: 5.4772,
    week: LATE_FRIDAY,
  },
  {
    code: 'groningen',
    city: 'Groningen',
    street: 'Herestraat 65',
    postcode: '9711 LD',
    phone: '050 555 0190',
    latitude: 53.2149,
    longitude: 6.5668,
    week: LATE_THURSDAY,
  },
  {
    code: 'zwolle',
    city: 'Zwolle',
    street: 'Diezerstraat 40',
    postcode: '8011 RJ',
    phone: '038 555 0134',
    latitude: 52.5126,
    longitude: 6.0936,
    week: REGULAR,
  },
  {
    code: 'nijmegen',
    city: 'Nijmegen',
    street: 'Broerstraat 17',
    postcode: '6511 KK',
    phone: '024 555 0151',
    latitude: 51.8462,
    longitude: 5.8634,
    week: LATE_THURSDAY,
  },
  {
    code: 'breda',
    city: 'Breda',
    street: 'Ginnekenstraat 9',
    postcode: '4811 JA',
    phone: '076 555 0188',
    latitude: 51.5868,
    longitude: 4.7766,
    week: REGULAR,
  },
  {
    code: 'haarlem',
    city: 'Haarlem',
    street: 'Grote Houtstraat 77',
    postcode: '2011 SE',
    phone: '023 555 0146',
    latitude: 52.3797,
    longitude: 4.6353,
    week: LATE_THURSDAY,
  },
  {
    code: 'maastricht',
    city: 'Maastricht',
    street: 'Grote Staat 52',
    postcode: '6211 CX',
    phone: '043 555 0172',
    latitude: 50.8497,
    longitude: 5.6913,
    week: CITY_CENTRE,
  },
  {
    code: 'leeuwarden',
    city: 'Leeuwarden',
    street: 'Nieuwestad 84',
    postcode: '8911 CT',
    phone: '058 555 0129',
    latitude: 53.2012,
    longitude: 5.7999,
    week: REGULAR,
  },
];

export function storeName(store: StoreDef): string {
  return `${shopConstants.store.name} ${store.city}`;
}

export function storeEmail(store: StoreDef): string {
  return `${store.code}@${shopConstants.store.name.toLowerCase()}.nl`;
}
