/** Delivery types (spec §3 shipment_type_akeneo_label); the label is stored on the product. */
export const DELIVERY_TYPES = [
  { value: 'eigen-bezorgdienst', label: 'Bezorging door eigen bezorgdienst' },
  { value: 'pakketdienst', label: 'Pakketdienst' },
  { value: 'brievenbuspakje', label: 'Brievenbuspakje' },
] as const;

export type DeliveryType = (typeof DELIVERY_TYPES)[number]['value'];

export function deliveryLabel(value: DeliveryType): string {
  const type = DELIVERY_TYPES.find((candidate) => candidate.value === value);
  if (!type) throw new Error(`unknown delivery type ${value}`);
  return type.label;
}
