// How to call pnpm from a script that pnpm itself started. `npx pnpm@x test` leaves no `pnpm` on PATH for
// grandchildren on every setup, but pnpm always tells its scripts where it lives (npm_execpath).
import path from 'node:path';

/** [command, ...leadingArgs] that runs the same pnpm that runs this script. */
export function pnpmCommand() {
  const execPath = process.env['npm_execpath'];
  if (execPath && /pnpm/.test(path.basename(execPath))) {
    return /\.(c|m)?js$/.test(execPath) ? [process.execPath, execPath] : [execPath];
  }
  return ['pnpm'];
}
