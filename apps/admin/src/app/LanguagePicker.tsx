import { useId } from 'react';
import { commonMessages } from '@/lib/common-messages';
import { languages, useLanguage, useMessages } from '@/lib/i18n';

const names = { nl: 'Nederlands', en: 'English' } as const;

export function LanguagePicker() {
  const t = useMessages(commonMessages);
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        className="rounded border border-slate-400 bg-white px-2 py-1"
        value={language}
        onChange={(event) => setLanguage(event.target.value as (typeof languages)[number])}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {names[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
