import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  SimpleProductResolvers,
} from '../../graphql/generated/resolver-types.ts';
import { attributeValuesOf } from '../attribute-values.ts';
import {
  finalPriceCents,
  installmentCents,
  isOutOfAssortment,
  money,
  percentOff,
  shouldDisplayPrice,
  specialPriceApplies,
  visibleTierPrices,
} from '../../pricing/product-price.ts';
import { shopConstants } from '../../config/constants.ts';
import type { PriceRangeCents } from '../../pricing/price-range.ts';
import type { ProductRecord } from '../catalog-records.ts';
import { energyIconName } from '../energy-label.ts';
import {
  localAttributeText,
  localName,
  localText,
  localUsps,
  productText,
} from '../localised-names.ts';
import { visibleProductLabels } from '../product-labels.ts';
import { productUid } from './ids.ts';
import { productUrlAlternates, productUrlKey, productUrlPath } from '../product-urls.ts';

const mediaUrl = (file: string | null) => (file ? `/media/${file}` : null);

function priceRange(range: PriceRangeCents) {
  return {
    minimum_price: {
      regular_price: money(range.minRegular),
      final_price: money(range.minFinal),
      discount: discount(range.minRegular, range.minFinal),
    },
    maximum_price: {
      regular_price: money(range.maxRegular),
      final_price: money(range.maxFinal),
      discount: discount(range.maxRegular, range.maxFinal),
    },
  };
}

function discount(regularCents: number, finalCents: number) {
  return {
    amount_off: Math.max(0, regularCents - finalCents) / 100,
    percent_off: percentOff(regularCents, finalCents),
  };
}

/** The listing image, labelled with the product's name in the request's language. */
const image = (product: ProductRecord, _?: unknown, context?: GraphQLContext) => ({
  url: mediaUrl(product.smallImage),
  label: productText(product.translations, 'name', product.name, context?.locale),
});

/** Resolvers for the fields every product type shares (spec §3 Product). */
export const productFieldResolvers: SimpleProductResolvers = {
  uid: (product: ProductRecord) => productUid(product.id),
  type_id: (product: ProductRecord) => product.typeId,
  url_key: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productUrlKey(product, context.locale),
  url_suffix: (product: ProductRecord) => product.urlSuffix,
  url_path: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productUrlPath(product, context.locale),
  url_alternates: (product: ProductRecord) =>
    productUrlAlternates(product).map(({ locale, urlKey, path }) => ({
      locale,
      url_key: urlKey,
      relative_url: `/${path}`,
    })),
  stock_status: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    product.inStock ||
    (product.typeId === 'configurable' &&
      context.catalog.children(product).some((child) => child.inStock))
      ? 'IN_STOCK'
      : 'OUT_OF_STOCK',
  product_status_label: (product: ProductRecord) => product.status,
  shouldDisplayPrice: (product: ProductRecord) => shouldDisplayPrice(product.status),
  out_of_assortment: (product: ProductRecord) => isOutOfAssortment(product.status),
  small_image: image,
  thumbnail: image,
  image,
  price_in_store: (product: ProductRecord) =>
    product.priceInStoreCents === null ? null : money(product.priceInStoreCents),
  media_gallery_entries: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    const { locale } = context;
    return details.media.map((entry) => {
      const label =
        localText(entry.translations, 'label', entry.label, locale) ??
        productText(product.translations, 'name', product.name, locale);
      return {
        id: entry.id,
        label,
        position: entry.position,
        disabled: entry.disabled,
        file: entry.file,
        url: mediaUrl(entry.file),
        media_type: entry.mediaType,
        types:
          entry.position === Math.min(...details.media.map((m) => m.position))
            ? ['image', 'small_image', 'thumbnail']
            : [],
        video_content:
          entry.mediaType === 'external-video'
            ? {
                media_type: 'external-video',
                video_provider: entry.videoUrl?.includes('youtu') ? 'youtube' : 'vimeo',
                video_url: entry.videoUrl,
                video_title: localText(entry.translations, 'videoTitle', entry.videoTitle, locale),
                video_description: label,
              }
            : null,
      };
    });
  },
  categories: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    product.categoryIds.flatMap((id) => context.catalog.category(id) ?? []),
  related_products: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    linkedProducts(product, 'related', context),
  upsell_products: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    linkedProducts(product, 'upsell', context),
  name: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productText(product.translations, 'name', product.name, context.locale),
  description: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    return {
      html: productText(details.translations, 'description', details.description, context.locale),
    };
  },
  short_description: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    return {
      html: productText(
        details.translations,
        'shortDescription',
        details.shortDescription,
        context.locale,
      ),
    };
  },
  meta_title: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productText(product.translations, 'metaTitle', product.metaTitle, context.locale) ??
    productText(product.translations, 'name', product.name, context.locale),
  meta_description: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productText(product.translations, 'metaDescription', product.metaDescription, context.locale),
  productgroup_label: (product: ProductRecord) => product.productgroupLabel,
  brand_label: (product: ProductRecord) => product.brandName,
  brand: (product: ProductRecord) => product.brandName,
  shipment_type_akeneo_label: (product: ProductRecord) => product.shipmentType,
  energy_class_label: (product: ProductRecord) => product.energyClass,
  energyIcon: (product: ProductRecord) => energyIconName(product.energyClass),
  energy_label: (product: ProductRecord) =>
    product.energyLabelUrl
      ? { url: product.energyLabelUrl, label: `Energielabel ${product.energyClass ?? ''}`.trim() }
      : null,
  product_sheet_url: (product: ProductRecord) => product.productSheetUrl,
  product_usps: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    const usps = details.usps.slice(0, shopConstants.maxProductUsps);
    return localUsps(usps, details.translations, context.locale);
  },
  product_specifications: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    specificationsOf(product, context),
  product_variations: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    return (
      details.links.variation
        .flatMap((id) => context.catalog.product(id) ?? [])
        .map((variation) => ({
          variant_label: productText(
            variation.translations,
            'variantLabel',
            variation.variantLabel,
            context.locale,
          ),
          sku: variation.sku,
          url_key: productUrlKey(variation, context.locale),
          url_suffix: variation.urlSuffix,
          name: productText(variation.translations, 'name', variation.name, context.locale),
        }))
        // spec §3: sorted by name, as the shopper reads them
        .sort((a, b) => a.name.localeCompare(b.name, context.locale ?? 'nl'))
    );
  },
  variant_key: (product: ProductRecord) => product.variantKey,
  variant_label: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    productText(product.translations, 'variantLabel', product.variantLabel, context.locale),
  price_range: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    priceRange(context.catalog.priceRange(product)),
  price_tiers: (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const final = finalPriceCents(product, context.catalog.currentDay());
    return visibleTierPrices(product.tiers, final).map((tier) => ({
      quantity: tier.quantity,
      final_price: money(tier.priceCents),
      discount: { amount_off: tier.amountOffCents / 100, percent_off: tier.percentOff },
    }));
  },
  installmentPrice: (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const cents = installmentCents(context.catalog.priceRange(product).minFinal);
    return cents === null ? null : money(cents);
  },
  productCashBack: (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const action =
      product.cashBackId === null
        ? undefined
        : context.catalog.referenceData.cashBacks.get(product.cashBackId);
    if (!action) return null;
    const text = <T extends string | null>(field: 'name' | 'description' | 'linkLabel', dutch: T) =>
      localText(action.translations, field, dutch, context.locale);
    const name = text('name', action.name);
    return {
      name,
      title: name,
      description: text('description', action.description),
      amount: money(action.amountCents),
      content_link: action.linkHref,
      button_href: action.linkHref,
      button_label: text('linkLabel', action.linkLabel),
      end_date: action.endDate,
    };
  },
  bundle_combination: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    context.catalog.bundlesWithMain(product.id).map((bundle) => ({
      id: bundle.id,
      name: productText(bundle.translations, 'name', bundle.name, context.locale),
      sku: bundle.sku,
      image: image(bundle, null, context),
      small_image: image(bundle, null, context),
      price: money(context.catalog.priceRange(bundle).minFinal),
      link: `/${productUrlPath(bundle, context.locale)}`,
      url_key: productUrlKey(bundle, context.locale),
      url_suffix: bundle.urlSuffix,
      price_range: priceRange(context.catalog.priceRange(bundle)),
      discount_percent: shopConstants.accessoryBundleDiscountPercent,
    })),
  special_price: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    specialPriceApplies(product, context.catalog.currentDay())
      ? product.specialPriceCents! / 100
      : null,
  special_to_date: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    specialPriceApplies(product, context.catalog.currentDay()) ? product.specialToDate : null,
  product_labels: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    visibleProductLabels(product.labels, context.catalog.referenceData.labels).map(
      (definition) => ({
        ...definition,
        label: localName(definition, definition.label, context.locale),
      }),
    ),
  rating_summary: (product: ProductRecord) => product.ratingSummary,
  review_count: (product: ProductRecord) => product.reviewCount,
  created_at: (product: ProductRecord) => product.createdAt.toISOString(),
};

async function linkedProducts(
  product: ProductRecord,
  type: 'related' | 'upsell',
  context: GraphQLContext,
): Promise<ProductRecord[]> {
  const details = await context.loaders.details.load(product.id);
  // A product out of assortment cannot be bought: it is no suggestion for another.
  return details.links[type].flatMap((id) => {
    const linked = context.catalog.product(id);
    return linked?.visible && !isOutOfAssortment(linked.status) ? [linked] : [];
  });
}

/**
 * Specifications with their attribute's label, group and tooltip, in attribute order; labels and
 * option values in the request's language where the catalogue has them (the product page and
 * the compare page show them as they come).
 */
function specificationsOf(product: ProductRecord, context: GraphQLContext) {
  const attributes = context.catalog.referenceData.attributes;
  const specifications = [];
  for (const [code, rawValue] of Object.entries(product.attributes)) {
    const attribute = attributes.get(code);
    if (!attribute) continue;
    const options = attributeValuesOf(rawValue).map((value) => ({
      value,
      option: attribute.options.get(value),
    }));
    const dutch = options.map(({ value, option }) => option?.label ?? value).join(', ');
    // A value that is no option is display text, translated on the product itself.
    const value = options.some(({ option }) => option)
      ? options
          .map(({ value, option }) =>
            option ? localName(option, option.label, context.locale) : value,
          )
          .join(', ')
      : localAttributeText(product.translations, code, dutch, context.locale);
    // The unit is Dutch ('tpm'): an option label that carries it says it in its own language.
    const withUnit = attribute.unit && !dutch.endsWith(attribute.unit);
    specifications.push({
      code,
      label: localName(attribute, attribute.label, context.locale),
      value: withUnit ? `${value} ${attribute.unit}` : value,
      tooltip: localText(attribute.textTranslations, 'tooltip', attribute.tooltip, context.locale),
      attribute_group: localText(
        attribute.textTranslations,
        'group',
        attribute.attributeGroup,
        context.locale,
      ),
      position: attribute.position,
    });
  }
  return specifications.sort((a, b) => a.position - b.position);
}

export const configurableResolvers: Omit<
  ConfigurableProductResolvers,
  keyof SimpleProductResolvers
> = {
  configurable_options: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    const children = context.catalog.children(product);
    return details.configurableOptions.map((option, optionIndex) => {
      const attribute = context.catalog.referenceData.attributes.get(option.attributeCode);
      const usedValues = new Set(children.map((child) => child.attributes[option.attributeCode]));
      const values = [...(attribute?.options.values() ?? [])].filter((value) =>
        usedValues.has(value.value),
      );
      return {
        id: optionIndex + 1,
        uid: Buffer.from(`configurable/${product.id}/${option.attributeCode}`).toString('base64'),
        attribute_uid: Buffer.from(`attribute/${option.attributeCode}`).toString('base64'),
        attribute_code: option.attributeCode,
        label: localName(option, option.label, context.locale),
        position: option.position,
        values: values.map((value) => ({
          uid: optionValueUid(option.attributeCode, value.value),
          label: localName(value, value.label, context.locale),
          value_index: optionValueIndex(attribute, value.value),
          swatch_data: value.swatch
            ? { type: value.swatch.startsWith('#') ? 'color' : 'image', value: value.swatch }
            : null,
        })),
      };
    });
  },
  variants: async (product: ProductRecord, _: unknown, context: GraphQLContext) => {
    const details = await context.loaders.details.load(product.id);
    return context.catalog.children(product).map((child) => ({
      product: child,
      attributes: details.configurableOptions.map((option) => {
        const attribute = context.catalog.referenceData.attributes.get(option.attributeCode);
        const value = child.attributes[option.attributeCode] ?? '';
        const known = attribute?.options.get(value);
        return {
          uid: optionValueUid(option.attributeCode, value),
          code: option.attributeCode,
          label: known ? localName(known, known.label, context.locale) : value,
          value_index: optionValueIndex(attribute, value),
        };
      }),
    }));
  },
};

export const bundleResolvers: Omit<BundleProductResolvers, keyof SimpleProductResolvers> = {
  items: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    context.catalog.bundleItemsOf(product.id).flatMap((item) => {
      const member = context.catalog.product(item.productId);
      if (!member) return [];
      return [
        {
          quantity: item.quantity,
          is_main: item.isMain,
          discount_percent: item.isMain ? 0 : shopConstants.accessoryBundleDiscountPercent,
          product: member,
        },
      ];
    }),
};

function optionValueUid(attributeCode: string, value: string): string {
  return Buffer.from(`configurable/${attributeCode}/${value}`).toString('base64');
}

/** Magento's numeric option id: the option's place in the attribute's option list, from 1. */
function optionValueIndex(
  attribute: { options: Map<string, unknown> } | undefined,
  value: string,
): number {
  if (!attribute) return 0;
  return [...attribute.options.keys()].indexOf(value) + 1;
}
