'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { acceptAll, necessaryOnly, type ConsentChoice } from '@/lib/consent/consent-cookie';
import { readConsent, saveConsent } from '@/lib/consent/consent-state';

/**
 * The cookie notice (spec §2; §9: the choice is kept a year). A labelled region at the bottom
 * of the screen, not a modal: the page stays usable, and nothing but necessary cookies is set
 * until a choice is made. 'Accept all' and 'Necessary only' are equally prominent. Reopened from
 * the footer it shows the current choice, takes the focus, and gives it back on closing.
 */
export function ConsentNotice({
  from,
  onClose,
}: {
  /** The footer button that reopened the notice; null on a first visit. */
  from: HTMLElement | null;
  onClose: () => void;
}) {
  const reopened = from !== null;
  const t = useTranslations('Consent');
  const id = useId();
  const [stored] = useState(readConsent);
  const [choosing, setChoosing] = useState(reopened);
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where a keyboard shopper came from into the notice, to go back there after the choice.
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  const close = () => {
    onClose();
    // The notice leaves the page: focus goes where the shopper was, or on a first visit
    // (the notice comes first in the tab order) to the start of the page, never the body.
    const back = [from, cameFrom.current].find((element) => element?.isConnected);
    (back ?? document.querySelector<HTMLElement>('a[href="#content"]'))?.focus();
  };
  const decide = (choice: ConsentChoice) => {
    saveConsent(choice);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Only a choice already made may be left as it is.
    if (event.key === 'Escape' && stored) close();
  };

  const option = (
    name: 'necessary' | 'analytics' | 'marketing',
    checked: boolean,
    change?: (value: boolean) => void,
  ) => (
    <li className="flex items-start gap-3">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        checked={checked}
        disabled={!change}
        onChange={change ? (event) => change(event.target.checked) : undefined}
        aria-describedby={`${id}-${name}-text`}
        className="mt-1 size-5 shrink-0 accent-brand"
      />
      <span>
        <label htmlFor={`${id}-${name}`} className="font-semibold">
          {t(name)}
        </label>
        <span id={`${id}-${name}-text`} className="block text-sm text-muted">
          {t(`${name}Text`)}
        </span>
      </span>
    </li>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const previous = event.relatedTarget;
        if (previous instanceof HTMLElement && !event.currentTarget.contains(previous))
          cameFrom.current = previous;
      }}
      data-testid="cookie-notice"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-line bg-white text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <div className="container-shop flex flex-col gap-4 py-4 desk:flex-row desk:items-end desk:gap-8">
        <div className="flex-1 space-y-1.5">
          <h2
            id={`${id}-title`}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-brand outline-offset-4"
          >
            {t('title')}
          </h2>
          {/* Short blocks: the notice appears after the page's code, and one long paragraph
              would become the largest paint of a first visit. */}
          <p className="text-sm">{t('text')}</p>
          <p className="text-sm">{t('textOptional')}</p>
          <p className="text-sm">{t('textChange')}</p>
          <p className="text-sm">
            <Link prefetch={false} href="/privacybeleid" className="btn-link">
              {t('privacy')}
            </Link>
          </p>
          {choosing ? (
            <fieldset className="pt-2">
              <legend className="mb-2 text-sm font-semibold">{t('choices')}</legend>
              <ul className="grid gap-3 md:grid-cols-3">
                {option('necessary', true)}
                {option('analytics', analytics, setAnalytics)}
                {option('marketing', marketing, setMarketing)}
              </ul>
            </fieldset>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 desk:w-72 desk:grid-cols-1">
          <button type="button" className="btn btn-primary" onClick={() => decide(acceptAll)}>
            {t('acceptAll')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => decide(necessaryOnly)}>
            {t('necessaryOnly')}
          </button>
          {choosing ? (
            <button
              type="button"
              className="btn btn-secondary col-span-2 sm:col-span-1"
              onClick={() => decide({ analytics, marketing })}
            >
              {t('save')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-secondary col-span-2 sm:col-span-1"
              onClick={() => setChoosing(true)}
            >
              {t('customize')}
            </button>
          )}
          {stored ? (
            <button
              type="button"
              className="btn-link col-span-2 min-h-11 text-sm sm:col-span-3 desk:col-span-1"
              onClick={close}
            >
              {t('close')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
