/**
 * `@webshop/commerce/content`: the shapes of the shop's content (page-builder blocks, the
 * layout's menus and footer) and the checks of content documents. Safe for browser bundles: it
 * imports zod and nothing of Node or of the engine's running parts, so the back office (a
 * single-page app) and the storefront's components can use it (ADR 0037).
 */
export * from './content/blocks.ts';
export type * from './content/layout-types.ts';
export * from './content-workflow/document-schemas.ts';
