/**
 * spec §9 option search for groups with more than 20 options: a plain search field; the page's
 * inline script (components/ui/page-behaviours.tsx) hides the options, also those behind 'show
 * more', whose label does not contain the text. Without JavaScript every option is still a link.
 */
export function OptionSearch({ listId, label }: { listId: string; label: string }) {
  return (
    <input
      type="search"
      data-option-search={listId}
      aria-label={label}
      placeholder={label}
      className="mb-2 w-full rounded border border-line px-2 py-1 text-sm"
    />
  );
}
