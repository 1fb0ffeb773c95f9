/* global process, console */
// `npm run lint:size`: no source file over 400 lines. A file that long does several things; the
// code is split by concern (a service delegating to files named for what they do), and this
// keeps it so. It checks the files git tracks, as they are in the working tree (a new file
// counts once it is added). Tests, generated code, migrations and the browser journeys are left
// out: their length follows the cases they cover or the tool that wrote them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const maxLines = 400;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const source = /\.(ts|tsx|mjs|cjs|js)$/;
const leftOut = [
  /\.(test|spec)\.[^/]+$/,
  /(^|\/)generated\//,
  /(^|\/)drizzle\//,
  /(^|\/)e2e\//,
  /(^|\/)node_modules\//,
];

/** Lines as an editor counts them: a last line without a newline still counts. */
function lineCount(text) {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length > 0 && !text.endsWith('\n') ? lines + 1 : lines;
}

const tracked = execFileSync('git', ['ls-files', '-z', '--', 'packages', 'apps', 'scripts'], {
  cwd: repo,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => source.test(file) && !leftOut.some((pattern) => pattern.test(file)));

const tooLong = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(path.join(repo, file), 'utf8');
  } catch (error) {
    // Deleted in the working tree but not yet in the index: nothing to check.
    if (error.code === 'ENOENT') continue;
    throw error;
  }
  const lines = lineCount(text);
  if (lines > maxLines) tooLong.push({ file, lines });
}

if (tooLong.length > 0) {
  tooLong.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  console.error(`Source files over ${maxLines} lines (split them by concern):`);
  for (const { file, lines } of tooLong) console.error(`  ${file}: ${lines} lines`);
  process.exit(1);
}
console.log(`${tracked.length} source files, none over ${maxLines} lines.`);
