/**
 * `@webshop/commerce/test-tools`: for tests and tools that do not run the engine themselves
 * (browser journeys, benchmark drivers, tests of how the storefront shows seeded content): the
 * seed's pages, blocks and translations they compare against, the hostile loads of the memory
 * benchmark, and a PDF's text. Nothing here opens a database or starts an engine (ADR 0037).
 */
export { CMS_PAGES } from '../seed/data/cms-pages.ts';
export type { CmsPageDef } from '../seed/data/cms-pages.ts';
export { translatePhrase, translateDocument } from '../seed/content/translate.ts';
export { blocksPageBlocks } from '../seed/content/seed-blocks.ts';
export { homePageBlocks } from '../seed/content/seed-home.ts';
export { pdfText } from '../invoices/testing/invoice-fixtures.ts';
export * from './memory-loads.ts';
