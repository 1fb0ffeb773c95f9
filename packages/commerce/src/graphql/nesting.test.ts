import { describe, expect, it } from 'vitest';
import { deepestNesting } from './nesting.ts';

describe('deepestNesting', () => {
  it('counts the brackets open at once in GraphQL', () => {
    expect(deepestNesting('{ a { b(x: [1, {y: 2}]) } }', 'graphql', 100)).toBe(5);
  });

  it('ignores brackets in strings, block strings and comments', () => {
    const text = '{ a(s: "{{{[[[", t: """ ((( \\""" """) # {{{{{\n b }';
    expect(deepestNesting(text, 'graphql', 100)).toBe(2);
  });

  it('reads JSON strings with escaped quotes', () => {
    expect(deepestNesting('{"a":"\\"[[[","b":[[1]]}', 'json', 100)).toBe(3);
  });

  it('stops at the limit, however deep the text goes', () => {
    const deep = '['.repeat(1_000_000);
    expect(deepestNesting(deep, 'json', 40)).toBe(41);
  });
});
