import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

for (const viewport of [MOBILE, DESKTOP]) {
  test(`home page has no serious accessibility violations at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // Evaluated, not added as a script element: the page policy runs only scripts with its nonce.
    await page.evaluate(axeSource);
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{
              violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    });
    const serious = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}
