import type { MailAddress } from '../mail-port.ts';

/**
 * The name of an address's person as they gave it: first name, middle name and last name. The
 * middle name holds a Dutch surname's particle (`de`, `van der`), which belongs to the name in
 * every language: "Anna de Vries", never "Anna Vries".
 */
export function personName(address: Pick<MailAddress, 'firstname' | 'middlename' | 'lastname'>) {
  return [address.firstname, address.middlename, address.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * An address as a Dutch or Belgian envelope writes it. spec §3 keeps street, house number and
 * addition as separate lines; on paper they are one line (`Kerkstraat 12 A`).
 */
export function addressLines(address: MailAddress): string[] {
  const name = personName(address);
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
