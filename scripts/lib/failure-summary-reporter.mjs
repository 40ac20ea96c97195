// A vitest reporter that writes what failed - failing tests, modules that failed to run, and unhandled errors
// (which fail a run without failing any test) - to the JSON file named by MOMENTO_FAILURE_SUMMARY.
// scripts/test.mjs prints it at the very end, so the tail of a long CI log says what broke.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const firstLines = (text, lines = 12) =>
  String(text ?? '')
    .split('\n')
    .slice(0, lines)
    .join('\n');

function describeError(error) {
  if (!error || typeof error !== 'object') return firstLines(error);
  const head = [error.name, error.message].filter(Boolean).join(': ');
  // The project's own frames; vitest's and the libraries' frames only say where the runner was.
  const stack =
    typeof error.stack === 'string'
      ? error.stack
          .split('\n')
          .filter((line) => line.trim().startsWith('at ') && !line.includes('node_modules'))
      : [];
  const where = error.type ? ` (${error.type})` : '';
  // Vitest tags an unhandled error with the test file (and test) that was running when it surfaced.
  const origin = error.VITEST_TEST_PATH
    ? [
        `in ${path.relative(process.cwd(), error.VITEST_TEST_PATH)}${error.VITEST_TEST_NAME ? ` > ${error.VITEST_TEST_NAME}` : ''}${error.VITEST_AFTER_ENV_TEARDOWN ? ' (after its environment was torn down)' : ''}`,
      ]
    : [];
  // With no frame of the project's own, the first library frames are the only clue.
  const frames =
    stack.length > 0
      ? stack
      : String(error.stack ?? '')
          .split('\n')
          .filter((line) => line.trim().startsWith('at '))
          .slice(0, 4);
  return firstLines([head + where, ...origin, ...frames.slice(0, 6)].join('\n'));
}

export default class FailureSummaryReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const file = process.env['MOMENTO_FAILURE_SUMMARY'];
    if (!file) return;
    const failures = [];
    for (const module of testModules) {
      const where = path.relative(process.cwd(), module.moduleId);
      const project = module.project?.name ?? '';
      for (const error of module.errors?.() ?? []) {
        failures.push({ where, project, test: '(module)', error: describeError(error) });
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        failures.push({ where, project, test: test.fullName, error: describeError(result.errors?.[0]) });
      }
    }
    const unhandled = unhandledErrors.map(describeError);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ reason, failures, unhandled }, null, 2));
  }
}
