import { SearchIcon } from '@/components/ui/icons';

/** The header search field's look, the same in the plain bar and the live one that replaces it. */
export const searchInputClass =
  'h-11 w-full rounded-md border border-gray-400 bg-white pr-12 pl-4 text-base placeholder:text-gray-600 focus:border-brand';

/** The magnifier button that submits the header search. */
export function SearchSubmitButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-r-md text-brand hover:text-accent"
      aria-label={label}
    >
      <SearchIcon />
    </button>
  );
}
