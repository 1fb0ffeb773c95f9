import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/** axe over the page as it stands, WCAG 2.2 A and AA rules. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Next streams a dynamic page's metadata after its body: the title arrives a moment later.
  await page.waitForFunction(() => document.title.trim() !== '');
  // Evaluated, not added as a script element: the page policy runs only scripts with its nonce.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
  });
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
