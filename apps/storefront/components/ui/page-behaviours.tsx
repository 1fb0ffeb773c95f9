/* eslint-disable no-var -- runs as written in the page's inline script. */
/**
 * Small behaviours of server-rendered markup, as plain DOM listeners on the document in one
 * inline script of the root layout (like the connection notice): they
 * work before the page's code has loaded, for markup that arrives later by client navigation
 * too, and add nothing to the page's JavaScript files (ADR 0005). Their source is the script.
 */

/**
 * spec §5 image fallback (fallback-image.tsx): an image that fails to load shows the fallback
 * image named in its `data-fallback-src`, also in place of its picture's sources. Listens in the
 * capture phase, as error events do not bubble; the script comes before the first image.
 */
export function imageFallback(d: Document): void {
  d.addEventListener(
    'error',
    function (event) {
      var image = event.target as HTMLImageElement | null;
      if (!image || image.tagName !== 'IMG') return;
      var fallback = image.dataset.fallbackSrc;
      if (!fallback || image.dataset.fallback) return;
      image.dataset.fallback = 'true';
      var parent = image.parentElement;
      if (parent && parent.tagName === 'PICTURE')
        parent.querySelectorAll('source').forEach(function (source) {
          source.srcset = fallback as string;
        });
      image.removeAttribute('srcset');
      image.src = fallback;
    },
    true,
  );
}

/**
 * The footer's link sections (footer-accordion.tsx): a section's button flips its
 * `aria-expanded` and the section's `data-open`, which shows the list through CSS.
 */
export function footerAccordion(d: Document): void {
  d.addEventListener('click', function (event) {
    var target = event.target as Element | null;
    var button = target && target.closest ? target.closest('[data-footer-toggle]') : null;
    if (!button) return;
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    var section = button.closest('[data-testid="footer-section"]');
    if (section) section.toggleAttribute('data-open', open);
  });
}

/**
 * spec §9 option search (catalog/option-search.tsx): typing in a filter group's search field
 * hides the options, also those behind 'show more', whose label does not contain the text, and
 * opens 'show more' so the matches there are seen.
 */
export function optionSearch(d: Document): void {
  d.addEventListener('input', function (event) {
    var input = event.target as HTMLInputElement | null;
    var listId = input && input.getAttribute ? input.getAttribute('data-option-search') : null;
    if (!input || !listId) return;
    var needle = input.value.trim().toLowerCase();
    var selector = '#' + CSS.escape(listId) + ' li, [data-more-of="' + listId + '"] li';
    d.querySelectorAll<HTMLElement>(selector).forEach(function (item) {
      item.hidden =
        needle !== '' && (item.getAttribute('data-option-label') || '').indexOf(needle) < 0;
    });
    var more = d.querySelector('[data-more-of="' + listId + '"]');
    var details = more ? more.parentElement : null;
    if (needle && details && details.tagName === 'DETAILS')
      (details as HTMLDetailsElement).open = true;
  });
}
/* eslint-enable no-var */

const behaviours = [imageFallback, footerAccordion, optionSearch];

/** Render it before the first image (the image fallback must be listening when one fails). */
export function PageBehavioursScript() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: behaviours.map((behaviour) => `(${behaviour.toString()})(document);`).join(''),
      }}
    />
  );
}
