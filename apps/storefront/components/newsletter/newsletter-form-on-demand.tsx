'use client';

import { useRef, useState, type ReactNode } from 'react';
import type * as FormModule from './newsletter-form';

const loadForm = () => import('./newsletter-form');

/**
 * The footer's newsletter form as the page first shows it: `children` is the same field and
 * button rendered on the server (newsletter-plain-form.tsx). As with the search bar, the
 * validation and sending (newsletter-form.tsx) load the first time the shopper points at,
 * focuses, types into or submits the form, and take over what was typed, the focus and a
 * pending submit. No first paint needs that code (ADR 0005, ADR 0018).
 */
export function NewsletterFormOnDemand({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<typeof FormModule | null>(null);
  const start = useRef<FormModule.NewsletterStart | null>(null);
  const loading = useRef(false);
  const submitted = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadForm()
      .then(setForm)
      // Offline or a failed chunk: try again on the next touch.
      .catch(() => {
        loading.current = false;
      });
  };

  if (form) {
    // Read in the render that swaps the forms, so a keystroke just before it is not lost.
    start.current ??= form.startFrom(
      box.current?.querySelector('input') ?? null,
      submitted.current,
    );
    return <form.NewsletterForm start={start.current} />;
  }
  return (
    <div
      ref={box}
      onPointerEnter={wake}
      onFocus={wake}
      // Focused or typed into before the page hydrated: no focus event comes any more.
      onInput={wake}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        wake();
      }}
    >
      {children}
    </div>
  );
}
