import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A command-line tool's exit code and output. */
export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs one of the package's command-line tools (`script`, from the package root) in a child
 * process, as `npm run` in the package folder would: there, with INIT_CWD pointing there, so
 * relative paths resolve alike. A failing exit is returned, not thrown. `stdin` is piped in.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<CliResult> {
  const running = run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: packageRoot,
    env: { ...process.env, INIT_CWD: packageRoot, ...env },
  });
  // Piped input (a password), then end of input, as `printf … | npm run …` gives.
  running.child.stdin?.end(stdin ?? '');
  return running.then(
    (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout,
      err: failed.stderr,
    }),
  );
}
