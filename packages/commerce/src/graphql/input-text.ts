import {
  GraphQLError,
  Kind,
  visit,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { holdsControlCharacter } from '../engine/text-controls.ts';

export { holdsControlCharacter };

/**
 * Input fields whose text is a shopper's own prose (a message, a delivery note): tab and line
 * breaks are legal there and nowhere else. Named by schema coordinate; a test checks that each
 * still exists.
 */
export const freeTextFields: ReadonlySet<string> = new Set([
  'ContactUsInput.comment',
  'ShippingAddressInput.customer_notes',
  // A content document's JSON, as staff edit it: indented over many lines.
  'AdminContentDocumentInput.text',
]);

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one:
// PostgreSQL cannot store or compare a NUL, and no UTF-8 encoding can carry half a surrogate pair.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Text an argument of any module must never see, refused before any resolver runs: a NUL or half
 * a surrogate pair anywhere in the request (literals, variables, their keys), and a control
 * character in any text argument or input field, except a tab or line break in prose
 * (`freeTextFields`). Checked where the text is typed, in literals and variables alike, so no
 * resolver has to think of it.
 */
export const refuseUnsafeText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const problem =
      controlCharacterIn(args.schema, args.document, variables) ??
      (documentHasUnstorableText(args.document) || valueHasUnstorableText(variables)
        ? { field: null }
        : null);
    if (problem) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            'Text may not contain control characters (such as NUL) or unpaired surrogates; ' +
              'remove them and try again.',
            {
              extensions: {
                code: 'BAD_USER_INPUT',
                ...(problem.field ? { field: problem.field } : {}),
              },
            },
          ),
        ],
      });
    }
  },
};

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

/** Where a control character was found: the argument or input field that held it. */
interface Finding {
  field: string | null;
}

/**
 * A schema type as this walk reads it. Types are told apart by graphql-js's `Symbol.toStringTag`
 * ('GraphQLList', 'GraphQLInputObjectType', …) rather than `instanceof`: a bundler or test runner
 * may load graphql's ESM and CJS builds side by side, and the schema can come from the other one.
 */
interface SchemaType {
  readonly [Symbol.toStringTag]?: string;
  readonly name?: string;
  readonly ofType?: SchemaType;
  getFields?(): Record<string, SchemaField>;
}
interface SchemaField {
  readonly name: string;
  readonly type: SchemaType;
  readonly args?: readonly SchemaField[];
}

const kindOf = (type: SchemaType | null | undefined) => type?.[Symbol.toStringTag];
const nullable = (type: SchemaType) => (kindOf(type) === 'GraphQLNonNull' ? type.ofType! : type);
const named = (type: SchemaType) => {
  let inner = type;
  while (inner.ofType) inner = inner.ofType;
  return inner;
};
const inputFields = (type: SchemaType) =>
  kindOf(type) === 'GraphQLInputObjectType' ? type.getFields!() : null;

/**
 * The first argument or input field whose text holds a control character, following each
 * argument's literal and the variables it uses through their input types (so a field is known to
 * be prose or not wherever its value was written); null when there is none.
 */
function controlCharacterIn(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): Finding | null {
  const definitions = new Map<string, VariableDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      definitions.set(variable.variable.name.value, variable);
    }
  }

  const inValue = (
    value: unknown,
    type: SchemaType,
    field: string,
    prose: boolean,
  ): Finding | null => {
    const inner = nullable(type);
    if (kindOf(inner) === 'GraphQLList') {
      for (const item of Array.isArray(value) ? value : [value]) {
        const found = inValue(item, inner.ofType!, field, prose);
        if (found) return found;
      }
      return null;
    }
    if (typeof value === 'string') {
      return holdsControlCharacter(value, prose) ? { field } : null;
    }
    const fields = inputFields(inner);
    if (fields && value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        const known = fields[name];
        const found = known
          ? inValue(item, known.type, name, freeTextFields.has(`${inner.name}.${name}`))
          : inUntyped(item, name);
        if (found) return found;
      }
    }
    return null;
  };

  const inNode = (
    node: ValueNode,
    type: SchemaType,
    field: string,
    prose: boolean,
  ): Finding | null => {
    switch (node.kind) {
      case Kind.VARIABLE: {
        const name = node.name.value;
        if (Object.hasOwn(variables, name)) return inValue(variables[name], type, field, prose);
        const fallback = definitions.get(name)?.defaultValue;
        return fallback ? inNode(fallback, type, field, prose) : null;
      }
      case Kind.STRING:
        return holdsControlCharacter(node.value, prose) ? { field } : null;
      case Kind.LIST: {
        const inner = nullable(type);
        const itemType = kindOf(inner) === 'GraphQLList' ? inner.ofType! : type;
        for (const item of node.values) {
          const found = inNode(item, itemType, field, prose);
          if (found) return found;
        }
        return null;
      }
      case Kind.OBJECT: {
        const objectType = named(type);
        const fields = inputFields(objectType) ?? {};
        for (const item of node.fields) {
          const name = item.name.value;
          const known = fields[name];
          // A field the schema does not know has already failed validation.
          if (!known) continue;
          const prose = freeTextFields.has(`${objectType.name}.${name}`);
          const found = inNode(item.value, known.type, name, prose);
          if (found) return found;
        }
        return null;
      }
      default:
        return null;
    }
  };

  const inArguments = (
    nodes: readonly ArgumentNode[] | undefined,
    declared: readonly SchemaField[] | undefined,
  ): Finding | null => {
    for (const node of nodes ?? []) {
      const argument = declared?.find((candidate) => candidate.name === node.name.value);
      const found = argument ? inNode(node.value, argument.type, argument.name, false) : null;
      if (found) return found;
    }
    return null;
  };

  const inDirectives = (nodes: readonly DirectiveNode[] | undefined): Finding | null => {
    for (const node of nodes ?? []) {
      const directive = schema.getDirective(node.name.value);
      const found = inArguments(node.arguments, directive?.args as SchemaField[] | undefined);
      if (found) return found;
    }
    return null;
  };

  const entered = new Set<string>();
  const inSelections = (selectionSet: SelectionSetNode, parent: SchemaType): Finding | null => {
    for (const selection of selectionSet.selections) {
      let found = inDirectives(selection.directives);
      if (selection.kind === Kind.FIELD) {
        // `__typename` and the like are no field of the type; validation has passed the rest.
        const field = parent.getFields?.()[selection.name.value];
        found ??= field ? inArguments(selection.arguments, field.args) : null;
        if (!found && field && selection.selectionSet) {
          found = inSelections(selection.selectionSet, named(field.type));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        const type = condition ? (schema.getType(condition) as SchemaType | undefined) : parent;
        if (type) found ??= inSelections(selection.selectionSet, type);
      } else {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && type && !entered.has(fragment.name.value)) {
          entered.add(fragment.name.value);
          found ??= inDirectives(fragment.directives);
          found ??= inSelections(fragment.selectionSet, type as SchemaType);
        }
      }
      if (found) return found;
    }
    return null;
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = {
      query: schema.getQueryType(),
      mutation: schema.getMutationType(),
      subscription: schema.getSubscriptionType(),
    }[definition.operation];
    if (!root) continue;
    const found =
      inDirectives(definition.directives) ??
      inSelections(definition.selectionSet, root as SchemaType);
    if (found) return found;
  }
  return null;
}

/** A value under a name the schema does not know (validation refuses it anyway): strictly. */
function inUntyped(value: unknown, field: string): Finding | null {
  if (typeof value === 'string') return holdsControlCharacter(value) ? { field } : null;
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const found = inUntyped(item, Array.isArray(value) ? field : name);
      if (found) return found;
    }
  }
  return null;
}
