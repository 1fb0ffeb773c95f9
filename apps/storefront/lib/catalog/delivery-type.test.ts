import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { deliveryTypeKey } from './known-values';

describe('delivery types of the Dutch store', () => {
  it('are shown in every language, not as the store’s Dutch label', () => {
    const key = deliveryTypeKey('Pakketdienst') as keyof typeof en.DeliveryType;
    expect(key).toBe('parcelService');
    expect(nl.DeliveryType[key]).toBe('Pakketdienst');
    expect(en.DeliveryType[key]).toBe('Parcel service');
    for (const catalogue of [fr, de, en]) {
      for (const [name, text] of Object.entries(catalogue.DeliveryType)) {
        expect(text, name).not.toBe(nl.DeliveryType[name as keyof typeof nl.DeliveryType]);
      }
    }
  });

  it('leave an unknown delivery type as the store names it', () => {
    expect(deliveryTypeKey('Koerier')).toBeNull();
  });
});
