import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { layoutSeedBlocks } from '../seed/content/seed-layout.ts';
import type {
  FooterExtras,
  FooterItem,
  GeneralInformationContent,
  MenuBanners,
  ServiceNavItem,
  Usp,
} from './layout-types.ts';
import { layoutSchemas } from './layout-schema.ts';
import { layoutInEveryLanguage } from '../testing/page-translations.ts';

describe('layout schemas', () => {
  it('agree with the layout types', () => {
    type Of<Id extends Exclude<keyof typeof layoutSchemas, 'layout_flags' | 'review_rating'>> =
      z.infer<(typeof layoutSchemas)[Id]>['nl'];
    expectTypeOf<Of<'general_information'>>().toEqualTypeOf<GeneralInformationContent>();
    expectTypeOf<Of<'footer_items'>>().toExtend<FooterItem[]>();
    expectTypeOf<FooterItem[]>().toExtend<Of<'footer_items'>>();
    expectTypeOf<Of<'usps'>>().toEqualTypeOf<{ general?: Usp[]; account?: Usp[] }>();
    expectTypeOf<Of<'service_nav'>>().toEqualTypeOf<ServiceNavItem[]>();
    expectTypeOf<Of<'footer_extras'>>().toEqualTypeOf<FooterExtras>();
    expectTypeOf<Of<'menu_banners'>>().toEqualTypeOf<MenuBanners>();
  });

  it('accept the demo shop layout', () => {
    for (const [id, data] of Object.entries(layoutSeedBlocks(['huishouden', 'sport/boksen']))) {
      const schema = layoutSchemas[id as keyof typeof layoutSchemas];
      expect(schema.safeParse(data).error, id).toBeUndefined();
    }
  });

  it('refuse links that are neither a shop path nor http(s)', () => {
    const result = layoutSchemas.service_nav.safeParse(
      layoutInEveryLanguage([{ id: 'x', label: 'X', url_path: 'javascript:alert(1)' }]),
    );
    expect(result.error?.issues[0]?.path).toEqual(['nl', 0, 'url_path']);
  });
});
