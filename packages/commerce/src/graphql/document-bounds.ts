import { GraphQLError, type Source } from 'graphql';
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

function requestError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}
