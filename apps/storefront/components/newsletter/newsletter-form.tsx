'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { emailProblem } from '@/lib/checkout/email-pattern';
import { useTranslations } from '@/lib/i18n/client';
import type { NewsletterActions } from './newsletter-runner';

const Runner = lazy(() =>
  import('./newsletter-runner').then((module) => ({ default: module.NewsletterRunner })),
);

/** What the shopper did in the plain form (newsletter-form-on-demand.tsx) before this arrived. */
export interface NewsletterStart {
  typed: string;
  focused: boolean;
  submitted: boolean;
}

/** Read from the plain form's field in the render that swaps the forms. */
export function startFrom(field: HTMLInputElement | null, submitted: boolean): NewsletterStart {
  return {
    typed: field?.value ?? '',
    focused: field !== null && document.activeElement === field,
    submitted,
  };
}

/**
 * spec §2 footer newsletter form: an e-mail field of type email, required and validated on each
 * change (spec §5 messages), and the Subscribe button. The sending logic loads on first use.
 */
export function NewsletterForm({
  start = { typed: '', focused: false, submitted: false },
}: {
  start?: NewsletterStart;
}) {
  const t = useTranslations('Newsletter');
  const [email, setEmail] = useState(start.typed);
  const [touched, setTouched] = useState(start.typed !== '' || start.submitted);
  const [armed, setArmed] = useState(start.focused || start.typed !== '' || start.submitted);
  const [actions, setActions] = useState<NewsletterActions | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A page can hold the footer's form and a form block: their ids must differ.
  const inputId = `newsletter-email${useId().replace(/:/g, '')}`;
  const problem = touched ? emailProblem(email) : null;
  const busy = waiting || (actions?.loading ?? false);

  const arm = () => setArmed(true);
  const onReady = useCallback((ready: NewsletterActions) => setActions(ready), []);

  const send = useCallback(
    async (ready: NewsletterActions) => {
      setWaiting(false);
      const reply = await ready.subscribe(email.trim());
      if (reply.status === 'success') {
        setSent(true);
        setEmail('');
        setTouched(false);
      }
    },
    [email],
  );

  // Focused or submitted in the plain form: the shopper carries on here.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const field = input.current;
    // (An e-mail field has no selection range to set: the caret stays where focus puts it.)
    if (start.focused) field?.focus();
    if (!start.submitted) return;
    if (emailProblem(start.typed)) field?.focus();
    else setWaiting(true);
  }, [start]);

  // A submit before the logic arrived (a fast Enter) goes out as soon as it is there.
  useEffect(() => {
    if (waiting && actions) void send(actions);
  }, [waiting, actions, send]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setSent(false);
    if (emailProblem(email)) {
      input.current?.focus();
      return;
    }
    if (actions) void send(actions);
    else {
      setArmed(true);
      setWaiting(true);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2" data-testid="newsletter-form">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('emailLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t('emailPlaceholder')}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onFocus={arm}
          onChange={(event) => {
            arm();
            setEmail(event.target.value);
            setTouched(true);
          }}
          className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700"
        />
        <button type="submit" className="btn btn-primary shrink-0" disabled={busy} aria-busy={busy}>
          {t('submit')}
        </button>
      </div>
      {problem ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-red-100">
          {t(problem)}
        </p>
      ) : null}
      <p role="status" className="text-sm" data-testid="newsletter-status">
        {sent ? t('sent') : ''}
      </p>
      {armed ? (
        <Suspense fallback={null}>
          <Runner onReady={onReady} />
        </Suspense>
      ) : null}
    </form>
  );
}
