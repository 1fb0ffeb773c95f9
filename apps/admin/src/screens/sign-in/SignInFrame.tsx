import type { ReactNode } from 'react';
import { LanguagePicker } from '@/app/LanguagePicker';

/** The narrow frame of the steps before the back office opens. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto mt-16 w-full max-w-md rounded border border-slate-300 bg-white p-6 shadow-sm">
      <div className="mb-4 flex justify-end">
        <LanguagePicker />
      </div>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}
