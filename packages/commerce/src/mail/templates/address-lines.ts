import type { MailAddress } from '../mail-port.ts';

/**
 * An address as a Dutch or Belgian envelope writes it. spec §3 keeps street, house number and
 * addition as separate lines; on paper they are one line (`Kerkstraat 12 A`).
 */
export function addressLines(address: MailAddress): string[] {
  const name = [address.firstname, address.middlename, address.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const streetLine = address.street
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [
    name,
    address.company?.trim() ?? '',
    streetLine,
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.countryCode,
  ].filter((line) => line !== '');
}
