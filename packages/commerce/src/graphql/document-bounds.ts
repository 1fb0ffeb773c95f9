import { GraphQLError, Kind, visit, type DocumentNode, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { shopConstants } from '../config/constants.ts';
import { deepestNesting } from './nesting.ts';

const { maxQueryChars, maxQueryNesting } = shopConstants.graphql;

/**
 * Bounds what the parser is handed, before it reads a character: the length of the query text
 * (comments and white space cost the lexer as much as tokens, and the token limit does not count
 * them) and how deeply its brackets nest (graphql-js parses nesting by recursion, so a deep list
 * literal overflows the stack before any token or depth limit is reached).
 */
export const boundDocuments: Plugin = {
  onParse({ params }) {
    const text = typeof params.source === 'string' ? params.source : (params.source as Source).body;
    if (text.length > maxQueryChars) {
      throw requestError(`Queries are limited to ${maxQueryChars} characters.`);
    }
    if (deepestNesting(text, 'graphql', maxQueryNesting) > maxQueryNesting) {
      throw requestError(`The query nests deeper than ${maxQueryNesting} levels.`);
    }
  },
};

/**
 * Text holding a NUL character (which PostgreSQL cannot store or compare) or half of a surrogate
 * pair (which no UTF-8 encoding can carry) is refused before any resolver runs, in literals and in
 * variables alike, so no argument of any module has to think of it.
 */
export const refuseUnstorableText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const problem =
      documentHasUnstorableText(args.document) || valueHasUnstorableText(args.variableValues);
    if (problem) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            'Text may not contain NUL characters or unpaired surrogates; remove them and try again.',
            { extensions: { code: 'BAD_USER_INPUT' } },
          ),
        ],
      });
    }
  },
};

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function documentHasUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (unstorable.test(node.value)) found = true;
    },
  });
  return found;
}

function valueHasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (Array.isArray(value)) return value.some(valueHasUnstorableText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => unstorable.test(key) || valueHasUnstorableText(item),
    );
  }
  return false;
}

function requestError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}
