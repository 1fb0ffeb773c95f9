'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { NewsletterForm, NewsletterStart } from './newsletter-form';

const loadForm = () => import('./newsletter-form').then((module) => module.NewsletterForm);

/** How near the screen the footer form may come before its code loads. */
const approachMargin = '300px';

/**
 * The footer's newsletter form as the page first shows it: the same field and button, with the
 * validation and sending (newsletter-form.tsx) loaded when the form comes near the screen, or
 * on the first pointer, focus or keystroke in it, which it then takes over with what was typed.
 * No first paint needs that code (ADR 0005).
 */
export function NewsletterFormOnDemand() {
  const t = useTranslations('Newsletter');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<{ Form: typeof NewsletterForm; start: NewsletterStart } | null>(
    null,
  );
  const loading = useRef(false);
  const submitted = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadForm()
      .then((Form) => {
        const field = inputRef.current;
        setLive({
          Form,
          start: {
            typed: field?.value ?? '',
            focused: field !== null && document.activeElement === field,
            submitted: submitted.current,
          },
        });
      })
      // Offline or a failed chunk: try again on the next touch.
      .catch(() => {
        loading.current = false;
      });
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          wake();
        }
      },
      { rootMargin: approachMargin },
    );
    observer.observe(form);
    return () => observer.disconnect();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    wake();
  };

  if (live) return <live.Form start={live.start} />;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="space-y-2"
      data-testid="newsletter-form"
    >
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('emailLabel')}
        </label>
        <input
          ref={inputRef}
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t('emailPlaceholder')}
          onFocus={wake}
          onPointerEnter={wake}
          onInput={wake}
          className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          {t('submit')}
        </button>
      </div>
      <p role="status" className="text-sm" data-testid="newsletter-status" />
    </form>
  );
}
