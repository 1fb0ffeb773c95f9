import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Input fields whose text is a shopper's own prose (a message, a delivery note): tab and line
 * breaks are legal there and nowhere else. Named by schema coordinate; a test checks that each
 * still exists.
 */
export const freeTextFields: ReadonlySet<string> = new Set([
  'ContactUsInput.comment',
  'ShippingAddressInput.customer_notes',
]);

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one:
// PostgreSQL cannot store or compare a NUL, and no UTF-8 encoding can carry half a surrogate pair.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Unicode's control characters (C0, DEL and C1): no name, code, address or search holds one.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// In prose a tab and line breaks are text; the other control characters are not.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const controlCharacterInProse = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when the text holds a control character (tab and line breaks allowed in prose). */
export function holdsControlCharacter(text: string, prose = false): boolean {
  return (prose ? controlCharacterInProse : controlCharacter).test(text);
}

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
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      definitions.set(variable.variable.name.value, variable);
    }
  }

  const inValue = (
    value: unknown,
    type: GraphQLInputType,
    field: string,
    prose: boolean,
  ): Finding | null => {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        const found = inValue(item, nullable.ofType, field, prose);
        if (found) return found;
      }
      return null;
    }
    if (typeof value === 'string') {
      return holdsControlCharacter(value, prose) ? { field } : null;
    }
    if (isInputObjectType(nullable) && value && typeof value === 'object') {
      const fields = nullable.getFields();
      for (const [name, item] of Object.entries(value)) {
        const known = fields[name];
        const found = known
          ? inValue(item, known.type, name, freeTextFields.has(`${nullable.name}.${name}`))
          : inUntyped(item, name);
        if (found) return found;
      }
    }
    return null;
  };

  const inNode = (
    node: ValueNode,
    type: GraphQLInputType,
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
        const nullable = getNullableType(type);
        const itemType = isListType(nullable) ? nullable.ofType : type;
        for (const item of node.values) {
          const found = inNode(item, itemType, field, prose);
          if (found) return found;
        }
        return null;
      }
      case Kind.OBJECT: {
        const named = getNamedType(type);
        const fields = isInputObjectType(named) ? named.getFields() : {};
        for (const item of node.fields) {
          const name = item.name.value;
          const known = fields[name];
          // A field the schema does not know has already failed validation.
          if (!known) continue;
          const prose = freeTextFields.has(`${named.name}.${name}`);
          const found = inNode(item.value, known.type, name, prose);
          if (found) return found;
        }
        return null;
      }
      default:
        return null;
    }
  };

  let finding = null as Finding | null;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.ARGUMENT](node) {
        const argument = typeInfo.getArgument();
        if (finding || !argument) return false;
        finding = inNode(node.value, argument.type, argument.name, false);
        return false;
      },
    }),
  );
  return finding;
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
