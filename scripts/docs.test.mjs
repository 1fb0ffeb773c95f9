// `npm run test:docs`: the front page and the guides in docs/ point only at what exists. Every
// relative link and image (markdown or <img>/<a>), with its #anchor, must reach a file and a
// heading in it, and every `npm run <script>` they tell a reader to type must be a script of the
// package.json it runs in (the root's, or the one `--workspace` names).
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** README.md and every markdown file below docs/, as paths relative to `root`. */
export function guideFiles(root) {
  const files = ['README.md'];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** The text outside fenced code blocks (a link-like `[x](y)` in a shell example is no link). */
function prose(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** GitHub's anchor for a heading: lowercase, punctuation but hyphens dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, with GitHub's -1, -2 … for repeated ones. */
export function anchors(markdown) {
  const seen = new Map();
  const found = new Set();
  for (const [, text] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Every link and image target in a markdown file's prose. */
export function linkTargets(markdown) {
  const text = prose(markdown).replace(/`[^`\n]*`/g, '');
  const targets = [];
  for (const [, target] of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(target);
  }
  for (const [, target] of text.matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    targets.push(target);
  }
  return targets;
}

/** What is wrong with the relative links of one file (`file` relative to `root`). */
export function brokenLinks(root, file) {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const problems = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pathPart, anchor] = target.split('#', 2);
    const resolved = pathPart ? path.join(path.dirname(file), decodeURI(pathPart)) : file;
    if (path.relative(root, path.join(root, resolved)).startsWith('..')) {
      problems.push(`${file}: ${target} points outside the repository`);
      continue;
    }
    const full = path.join(root, resolved);
    if (!existsSync(full)) {
      problems.push(`${file}: ${target}: no such file`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(full).isDirectory() || !full.endsWith('.md')) {
      problems.push(`${file}: ${target}: an anchor into something that is not a markdown file`);
    } else if (!anchors(readFileSync(full, 'utf8')).has(anchor)) {
      problems.push(`${file}: ${target}: no heading #${anchor} in ${resolved}`);
    }
  }
  return problems;
}

/** The commands a reader is told to type: lines of code blocks and inline code spans. */
function commands(markdown) {
  const found = [];
  let fenced = false;
  const outside = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (fenced) found.push(line);
    else outside.push(line);
  }
  // An inline code span may wrap onto the next line.
  for (const [, code] of outside.join('\n').matchAll(/`([^`]+)`/g)) {
    found.push(code.replace(/\s+/g, ' '));
  }
  return found;
}

/** `npm run` commands of a file as { script, workspace }: workspace undefined for the root. */
export function npmRuns(markdown) {
  const runs = [];
  for (const command of commands(markdown)) {
    for (const [, rest] of command.matchAll(/\bnpm run ([^;&|#]*)/g)) {
      const words = rest.trim().split(/\s+/);
      const script = words[0];
      if (!script || !/^[\w:.-]+$/.test(script)) continue;
      let workspace;
      for (let i = 1; i < words.length; i += 1) {
        if (words[i] === '--') break;
        if (words[i] === '--workspace' || words[i] === '-w') workspace = words[i + 1];
        else if (words[i].startsWith('--workspace=')) workspace = words[i].slice(12);
      }
      runs.push({ script, workspace });
    }
  }
  return runs;
}

/** The scripts of the root package and of each workspace, by package name and by folder. */
function packageScripts(root) {
  const read = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const rootPackage = read('.');
  const byWorkspace = new Map();
  for (const pattern of rootPackage.workspaces ?? []) {
    const parent = pattern.replace(/\/\*$/, '');
    for (const name of readdirSync(path.join(root, parent))) {
      const dir = path.join(parent, name);
      if (!existsSync(path.join(root, dir, 'package.json'))) continue;
      const workspace = read(dir);
      const scripts = new Set(Object.keys(workspace.scripts ?? {}));
      byWorkspace.set(workspace.name, scripts);
      byWorkspace.set(dir, scripts);
    }
  }
  return { root: new Set(Object.keys(rootPackage.scripts ?? {})), byWorkspace };
}

/** What is wrong with the `npm run` commands of one file. */
export function unknownScripts(root, file) {
  const { root: rootScripts, byWorkspace } = packageScripts(root);
  const problems = [];
  for (const { script, workspace } of npmRuns(readFileSync(path.join(root, file), 'utf8'))) {
    if (workspace === undefined) {
      if (!rootScripts.has(script))
        problems.push(`${file}: npm run ${script}: no such root script`);
    } else if (!byWorkspace.has(workspace)) {
      problems.push(`${file}: npm run ${script} --workspace ${workspace}: no such workspace`);
    } else if (!byWorkspace.get(workspace).has(script)) {
      problems.push(`${file}: npm run ${script} --workspace ${workspace}: no such script there`);
    }
  }
  return problems;
}

describe('the guides', () => {
  const files = guideFiles(repo);

  it('are the front page and the guides in docs/', () => {
    assert.ok(files.includes('README.md'));
    assert.ok(files.filter((file) => file.startsWith('docs')).length >= 6, files.join(', '));
  });

  for (const file of files) {
    it(`${file}: every relative link and image reaches a file and heading`, () => {
      assert.deepEqual(brokenLinks(repo, file), []);
    });
    it(`${file}: every npm run names a script of its package`, () => {
      assert.deepEqual(unknownScripts(repo, file), []);
    });
  }
});

describe('the check itself', () => {
  it('makes GitHub anchors, numbering repeated headings', () => {
    const found = anchors('# Back office: staff & roles\n## `/api/cart`\n## Pay.nl\n## Pay.nl\n');
    assert.deepEqual([...found], ['back-office-staff--roles', 'apicart', 'paynl', 'paynl-1']);
  });

  it('finds a missing file, a missing heading and an unknown script', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docs-test-'));
    try {
      mkdirSync(path.join(root, 'docs'));
      mkdirSync(path.join(root, 'apps/shop'), { recursive: true });
      writeFileSync(
        path.join(root, 'package.json'),
        JSON.stringify({ workspaces: ['apps/*'], scripts: { start: 'x' } }),
      );
      writeFileSync(
        path.join(root, 'apps/shop/package.json'),
        JSON.stringify({ name: '@x/shop', scripts: { serve: 'x' } }),
      );
      writeFileSync(path.join(root, 'docs/guide.md'), '# Guide\n\n## Running it\n');
      writeFileSync(
        path.join(root, 'README.md'),
        [
          '[ok](docs/guide.md#running-it) [ok](#readme) ![ok](docs/guide.md) [web](https://x.org/y)',
          '# Readme',
          '[gone](docs/none.md) [no heading](docs/guide.md#stopping) <img src="docs/no.png">',
          '`npm start`, `npm run start`, `npm run serve --workspace @x/shop`, `npm run serve`',
          '```sh',
          'npm run nothing -- --flag   # [not a link](nowhere.md)',
          'npm run build -w apps/shop',
          '```',
        ].join('\n'),
      );
      assert.deepEqual(brokenLinks(root, 'README.md'), [
        'README.md: docs/none.md: no such file',
        'README.md: docs/guide.md#stopping: no heading #stopping in docs/guide.md',
        'README.md: docs/no.png: no such file',
      ]);
      assert.deepEqual(unknownScripts(root, 'README.md'), [
        'README.md: npm run nothing: no such root script',
        'README.md: npm run build --workspace apps/shop: no such script there',
        'README.md: npm run serve: no such root script',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
