// Runs axe-core on a rendered container and returns the violations (empty when accessible).
// Used by jsdom component tests: `expect(await axeViolations(container)).toEqual([])`.
import axe from 'axe-core';

export async function axeViolations(
  container: Element,
): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  const result = await axe.run(container, {
    // Colour contrast needs real layout and paint: the Storybook (Chromium) project checks it.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    // jsdom keeps one document across a worker's files: a frame another test left behind is not a window axe can
    // message ("Respondable target must be a frame in the current window"). The widgets under test render no frame.
    iframes: false,
  });
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}
