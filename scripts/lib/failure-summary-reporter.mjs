// A vitest reporter that writes what failed - failing tests, modules that failed to run, and unhandled errors
// (which fail a run without failing any test) - to the JSON file named by MOMENTO_FAILURE_SUMMARY.
// scripts/test.mjs prints it at the very end, so the tail of a long CI log says what broke.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The first lines of a text, and how many were left out. */
function firstLines(text, lines = 12) {
  const all = String(text ?? '').split('\n');
  const left = all.length - lines;
  return [
    ...all.slice(0, lines),
    ...(left > 0 ? [`… (${left} more lines in the step's output above)`] : []),
  ].join('\n');
}

/**
 * Where the error was thrown, in the project's own files: vitest's source-mapped frames (`stacks`) when it gave them,
 * else the stack's lines; vitest's and the libraries' frames only say where the runner was.
 */
function projectFrames(error) {
  if (Array.isArray(error.stacks) && error.stacks.length > 0) {
    const own = error.stacks.filter((frame) => frame.file && !frame.file.includes('node_modules'));
    return own.map(
      (frame) =>
        `at ${frame.method ? `${frame.method} ` : ''}(${path.relative(process.cwd(), frame.file)}:${frame.line}:${frame.column})`,
    );
  }
  const lines =
    typeof error.stack === 'string'
      ? error.stack.split('\n').filter((line) => line.trim().startsWith('at '))
      : [];
  const own = lines.filter((line) => !line.includes('node_modules'));
  // With no frame of the project's own, the first library frames are the only clue.
  return own.length > 0 ? own : lines.slice(0, 4);
}

function describeError(error) {
  if (!error || typeof error !== 'object') return firstLines(error);
  // A long message (Testing Library lists the page's whole accessibility tree) is cut, never the frames after it:
  // the test's line tells which of its queries failed.
  const head = firstLines([error.name, error.message].filter(Boolean).join(': '), 10);
  const where = error.type ? ` (${error.type})` : '';
  // Vitest tags an unhandled error with the test file (and test) that was running when it surfaced.
  const origin = error.VITEST_TEST_PATH
    ? [
        `in ${path.relative(process.cwd(), error.VITEST_TEST_PATH)}${error.VITEST_TEST_NAME ? ` > ${error.VITEST_TEST_NAME}` : ''}${error.VITEST_AFTER_ENV_TEARDOWN ? ' (after its environment was torn down)' : ''}`,
      ]
    : [];
  return [head + where, ...origin, ...projectFrames(error).slice(0, 6)].join('\n');
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
