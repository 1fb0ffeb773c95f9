'use client';

import { useState } from 'react';

/**
 * spec §9 option search for groups with more than 20 options: hides the options (also those
 * behind 'show more') whose label does not contain the text. Without JavaScript every option is
 * still a link.
 */
export function OptionSearch({ listId, label }: { listId: string; label: string }) {
  const [text, setText] = useState('');
  const filter = (value: string) => {
    setText(value);
    const needle = value.trim().toLowerCase();
    const items = document.querySelectorAll<HTMLElement>(
      `#${CSS.escape(listId)} li, [data-more-of="${listId}"] li`,
    );
    items.forEach((item) => {
      item.hidden = needle !== '' && !(item.dataset.optionLabel ?? '').includes(needle);
    });
    const more = document.querySelector<HTMLDetailsElement>(`[data-more-of="${listId}"]`);
    if (needle && more?.parentElement instanceof HTMLDetailsElement) more.parentElement.open = true;
  };
  return (
    <input
      type="search"
      value={text}
      onChange={(event) => filter(event.target.value)}
      aria-label={label}
      placeholder={label}
      className="mb-2 w-full rounded border border-line px-2 py-1 text-sm"
    />
  );
}
