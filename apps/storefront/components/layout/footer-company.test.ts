import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

describe('the footer’s company line', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['de', de],
    ['en', en],
  ])('names the Dutch Chamber of Commerce number KvK on /%s', (_, catalogue) => {
    // The number is the Dutch register's (Kamer van Koophandel): no other country's name fits it.
    expect(catalogue.Footer.company).toMatch(/^KvK \{coc\} · /);
    expect(catalogue.Footer.company).not.toMatch(/CCI|HR |CoC/);
  });
});
