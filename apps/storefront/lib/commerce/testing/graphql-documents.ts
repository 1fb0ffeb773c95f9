import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import ts from 'typescript';

/** A GraphQL text found in a source file, with where it was found. */
export interface FoundDocument {
  file: string;
  line: number;
  text: string;
}

/** A literal that looks like GraphQL but is built from expressions this finder cannot read. */
export interface SkippedLiteral {
  file: string;
  line: number;
  reason: string;
}

const ignoredFolders = new Set(['node_modules', '.next', 'generated', 'test-results', '.data']);

/** Files below `root` whose name ends with one of `endings`, skipping build and generated output. */
export function filesBelow(root: string, endings: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!ignoredFolders.has(entry.name)) walk(full);
      } else if (endings.some((ending) => entry.name.endsWith(ending))) found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

// A text is taken for GraphQL when it is marked so, or when it opens like an operation: a
// keyword, or a shorthand query whose first field has a selection (`{ brands { code } }`), which
// tells it from message placeholders such as '{category}'.
const operationStart = /^\s*(query|mutation|subscription|fragment)(\s|\(|\{)/;
const shorthandStart = /^\s*\{\s*[_A-Za-z]\w*\s*(\([^)]*\))?\s*\{/;
const graphqlTags = new Set(['gql', 'graphql']);

function isMarked(node: ts.Node, source: ts.SourceFile): boolean {
  const comments = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  if (
    comments.some((range) => /\/\*\s*GraphQL\s*\*\//.test(source.text.slice(range.pos, range.end)))
  )
    return true;
  const parent = node.parent;
  if (ts.isTaggedTemplateExpression(parent) && ts.isIdentifier(parent.tag))
    return graphqlTags.has(parent.tag.text);
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression))
    return graphqlTags.has(parent.expression.text);
  return false;
}

/** The file's top-level `const name = <string or template>` values, for `${name}` substitution. */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    const list = ts.isVariableStatement(statement) ? statement.declarationList : null;
    if (!list || !(list.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of list.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.name.text, declaration.initializer);
  }
  return constants;
}

/**
 * The text of a string or template literal; a `${name}` whose name is a constant string or
 * template of the same file (a fragment, typically) is replaced by its text. Null when an
 * interpolation is anything else: the literal is then not a complete document on its own.
 */
function literalText(
  node: ts.Expression,
  constants: Map<string, ts.Expression>,
  seen = new Set<string>(),
): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const name = ts.isIdentifier(span.expression) ? span.expression.text : null;
    const value = name && !seen.has(name) ? constants.get(name) : undefined;
    const resolved = value ? literalText(value, constants, new Set([...seen, name!])) : null;
    if (resolved === null) return null;
    text += resolved + span.literal.text;
  }
  return text;
}

/** The head of a template, to tell whether it looks like GraphQL before resolving it. */
function openingText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** GraphQL documents written as string or template literals in TypeScript files. */
export function documentsInSources(
  files: string[],
  relativeTo: string,
  options: { markedOnly?: boolean } = {},
): { documents: FoundDocument[]; skipped: SkippedLiteral[] } {
  const documents: FoundDocument[] = [];
  const skipped: SkippedLiteral[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const constants = constantsOf(source);
    const where = (node: ts.Node) => ({
      file: path.relative(relativeTo, file),
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
    const visit = (node: ts.Node) => {
      const opening = ts.isExpression(node) ? openingText(node) : null;
      if (opening !== null && ts.isExpression(node)) {
        const marked = isMarked(node, source);
        const looksLikeGraphQL = operationStart.test(opening) || shorthandStart.test(opening);
        if (marked || (!options.markedOnly && looksLikeGraphQL)) {
          const text = literalText(node, constants);
          if (text === null)
            skipped.push({ ...where(node), reason: 'built from expressions, not a document' });
          else documents.push({ ...where(node), text });
        }
      }
      // Inside a template's expressions too: `${encodeURIComponent('{ products { ... } }')}`.
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { documents, skipped };
}

/** Whether a parsed text asks something (operations and fragments), rather than defines types. */
export function isExecutable(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION,
  );
}

/** Parses a found text; null when it is not GraphQL at all (JSON, for instance). */
export function tryParse(text: string): DocumentNode | null {
  try {
    return parse(text);
  } catch {
    return null;
  }
}
