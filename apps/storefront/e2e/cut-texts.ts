/**
 * The texts a page shows cut off, for page.evaluate: run in the browser, so it uses nothing from
 * outside itself. A text is cut when its element shortens it (overflow hidden or clipped, an
 * ellipsis) and its content is wider than its box, or when a box that clips (overflow hidden or
 * clip) shows part of it: one that lies wholly outside is dropped on purpose (a selling point that
 * wrapped onto the top bar's hidden second line), not cut. Carousels and scrolling boxes show
 * parts of slides by design and are left out. `scope` is a CSS selector: only texts inside it.
 */
export function findCutTexts(scope?: string): string[] {
  const roots = scope ? [...document.querySelectorAll(scope)] : [document.body];
  const cut: string[] = [];
  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const name = (element: Element) =>
    ((element as HTMLElement).innerText || element.textContent || '').trim().slice(0, 80);
  const seen = new Set<Element>();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const element = node.parentElement;
      if (!element || seen.has(element)) continue;
      seen.add(element);
      const rect = element.getBoundingClientRect();
      // Not shown (display none, the screen-reader-only texts of one pixel).
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (element.closest('.sr-only, [aria-hidden="true"], [hidden]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (
        (clips(style) || style.textOverflow === 'ellipsis') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        cut.push(name(element));
        continue;
      }
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (box.hasAttribute('data-embla') || scrolls(boxStyle)) break;
        if (!clips(boxStyle)) continue;
        const edge = box.getBoundingClientRect();
        if (edge.width <= 1 || edge.height <= 1) break;
        const outside =
          rect.right <= edge.left + 1 ||
          rect.left >= edge.right - 1 ||
          rect.bottom <= edge.top + 1 ||
          rect.top >= edge.bottom - 1;
        if (outside) break;
        const partly =
          rect.left < edge.left - 1 ||
          rect.right > edge.right + 1 ||
          rect.top < edge.top - 1 ||
          rect.bottom > edge.bottom + 1;
        if (partly) {
          cut.push(name(element));
          break;
        }
      }
    }
  }
  return cut;
}
