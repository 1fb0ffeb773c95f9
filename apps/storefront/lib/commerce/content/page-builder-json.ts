/**
 * Page-builder content travels as a JSON string (spec §3: CMS page `content`, category
 * `pagebuilder_content`). An unreadable one is logged and shows no blocks (spec §8); the content
 * renderer checks each block.
 */
export function pageBuilderBlocks(json: string | null | undefined, owner: string): unknown[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch (error) {
    console.error(`[content] ${owner} has unreadable page-builder content`, error);
    return [];
  }
}
