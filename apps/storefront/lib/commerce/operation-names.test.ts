import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { knownOperationNames } from '@webshop/commerce/contracts';
import * as generated from './generated/graphql';

// The engine's metrics label operations by name only for names it knows; every operation the
// storefront sends must be one of them, or its traffic would hide under `other`.
describe('the storefront’s operation names', () => {
  it('are all known to the engine’s metrics', () => {
    const names = Object.values(generated)
      .filter((value): value is DocumentNode => (value as DocumentNode)?.kind === Kind.DOCUMENT)
      .flatMap((document) => document.definitions)
      .flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name
          ? [definition.name.value]
          : [],
      );
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !knownOperationNames.has(name))).toEqual([]);
  });
});
