import {
  GraphQLError,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { shopConstants } from '../config/constants.ts';

/**
 * Items every paged list of one operation asks for together: the sum of their page sizes, each
 * alias and each fragment counted. Each list is bounded (pageSize at most 100), but 30 aliases of
 * `products(pageSize: 100)` with descriptions answer megabytes within every other limit.
 */
export function requestedListItems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (!operationName || definition.name?.value === operationName),
  );
  if (operation?.kind !== 'OperationDefinition') return 0;
  const root = schema.getRootType(operation.operation);
  // With their defaults; variables that do not fit their types fail execution anyway.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (!root || coerced.errors) return 0;
  const values = coerced.coerced;
  return itemsIn(operation.selectionSet, root, new Set());

  function itemsIn(
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    // Response keys already counted at this level: graphql-js merges fields sharing one.
    seen: Set<string>,
  ): number {
    let items = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'Field') {
        const key = selection.alias?.value ?? selection.name.value;
        if (seen.has(key)) continue;
        seen.add(key);
        const field =
          isObjectType(type) || isInterfaceType(type)
            ? type.getFields()[selection.name.value]
            : undefined;
        if (!field) continue;
        if (field.args.some((argument) => argument.name === 'pageSize')) {
          const { pageSize } = getArgumentValues(field, selection, values);
          // A list above the page size cap is refused by the list itself, with its own message.
          if (typeof pageSize === 'number') {
            items += Math.min(Math.max(pageSize, 0), shopConstants.maxPageSize);
          }
        }
        if (selection.selectionSet) {
          items += itemsIn(selection.selectionSet, getNamedType(field.type), new Set());
        }
      } else {
        const fragment =
          selection.kind === 'InlineFragment' ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition
          ? schema.getType(fragment.typeCondition.name.value)
          : type;
        if (condition) items += itemsIn(fragment.selectionSet, condition, seen);
      }
    }
    return items;
  }
}

/** Refuses, before any resolver runs, an operation whose lists ask for too many items. */
export const boundListItems: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const limit = shopConstants.graphql.maxListItems;
    const items = requestedListItems(
      args.schema,
      args.document,
      args.operationName,
      (args.variableValues ?? {}) as Record<string, unknown>,
    );
    if (items <= limit) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(
          `The lists of one request may ask for ${limit} items together (the sum of their page sizes); this one asks for ${items}.`,
          { extensions: { code: 'BAD_REQUEST', reason: 'TOO_MANY_LIST_ITEMS', limit, items } },
        ),
      ],
    });
  },
};
