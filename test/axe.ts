// Runs axe-core on a rendered container and returns the violations (empty when accessible).
// Used by jsdom component tests: `expect(await axeViolations(container)).toEqual([])`.
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  const result = await axe.run(container, {
    // Colour contrast needs real layout and paint: the Storybook (Chromium) project checks it.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}
