import { highlightParts } from '@/lib/search/highlight';

/** The text with the part the shopper typed in bold (issue 5: the typed part highlighted). */
export function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {highlightParts(text, typed).map((part, i) =>
        part.match ? (
          <mark key={i} className="bg-transparent font-bold text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
