import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './connection.ts';

/**
 * Migrations run while instances of the previous release still serve (ADR 0032): a migration
 * only expands (new tables, nullable or defaulted columns, indexes, looser constraints). What
 * old code would break on (dropping or renaming a table or column, changing a type, a new NOT
 * NULL column without a default, making a column NOT NULL) is a contract step: it ships a
 * release after the code that stopped using the old shape, and is listed here with the reason
 * it is safe.
 */
const contractSteps: Record<string, string> = {
  // The unique constraint on orders.cart_id became a partial unique index (cancelled orders
  // excluded): a looser rule, which old code cannot break on.
  '0005_payment_guarantees.sql': 'DROP CONSTRAINT "orders_cart_id_unique"',
};

const breakingPatterns = [
  /\bDROP\s+(TABLE|COLUMN|CONSTRAINT)\b/i,
  /\bRENAME\b/i,
  /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i,
  /\bSET\s+NOT\s+NULL\b/i,
];

/** True for a statement old code may break on; a new NOT NULL column needs a default. */
function breaks(statement: string): boolean {
  if (breakingPatterns.some((pattern) => pattern.test(statement))) return true;
  const added = /\bADD\s+COLUMN\s+"?\w+"?\s+([^;]*)/i.exec(statement);
  return added !== null && /\bNOT\s+NULL\b/i.test(added[1]!) && !/\bDEFAULT\b/i.test(added[1]!);
}

describe('migrations expand, then contract', () => {
  const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));

  it.each(files.filter((name) => !name.startsWith('0000_')))(
    '%s breaks nothing an instance of the previous release does',
    (name) => {
      const statements = readFileSync(path.join(migrationsFolder, name), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(breaks);
      const allowed = contractSteps[name];
      expect(statements.filter((statement) => !allowed || !statement.includes(allowed))).toEqual(
        [],
      );
    },
  );

  it('recognises a contract step when it sees one', () => {
    const samples = [
      'ALTER TABLE "orders" DROP COLUMN "note";',
      'ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";',
      'ALTER TABLE "orders" ALTER COLUMN "note" SET DATA TYPE integer;',
      'ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;',
      'ALTER TABLE "orders" ADD COLUMN "note" text NOT NULL;',
    ];
    for (const sample of samples) expect(breaks(sample)).toBe(true);
    const expanding = 'ALTER TABLE "orders" ADD COLUMN "note" text DEFAULT \'\' NOT NULL;';
    expect(breaks(expanding)).toBe(false);
  });
});
