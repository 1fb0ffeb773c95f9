import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminSaveContentDocumentArgs,
  QueryAdminContentDocumentArgs,
} from '../graphql/generated/resolver-types.ts';
import { requireAdmin } from '../staff/authorise.ts';
import { DocumentError } from './content-documents.ts';
import type { ContentDocument, ContentDocumentSummary } from './content-editor.ts';
import { documentBounds } from './document-schemas.ts';

function summaryView(summary: ContentDocumentSummary) {
  return {
    path: summary.path,
    kind: summary.kind,
    name: summary.name,
    title: summary.title,
    updated_at: summary.updatedAt?.toISOString() ?? null,
    url_key: summary.urlKey,
    active: summary.active,
  };
}

function documentView(document: ContentDocument) {
  return {
    ...summaryView(document),
    text: document.text,
    version: document.version,
    problem: document.problem
      ? { json_path: document.problem.path, message: document.problem.message }
      : null,
    preview_links: document.previewLinks,
  };
}

/** A refused document as the back office reads it: the reason, and where in the document. */
function refusal(error: DocumentError): GraphQLError {
  return new GraphQLError(error.problem, {
    extensions: {
      // Saved by someone else meanwhile: nothing wrong with the input, but not in this state.
      code: error.reason === 'DOCUMENT_CHANGED' ? 'CONFLICT' : 'BAD_USER_INPUT',
      reason: error.reason,
      field: 'text',
      file: error.file,
      json_path: error.path,
    },
  });
}

// Checked before anything is looked up: a path is short, and so is its answer when it is not one.
function boundedPath(path: string): string {
  if (path.length > documentBounds.maxPathLength) {
    throw new GraphQLError(
      `A document path is at most ${documentBounds.maxPathLength} characters.`,
      {
        extensions: { code: 'BAD_USER_INPUT', reason: 'UNKNOWN_DOCUMENT_PATH', field: 'path' },
      },
    );
  }
  return path;
}

export const contentEditorResolvers = {
  Query: {
    async adminContentDocuments(_: unknown, __: unknown, context: GraphQLContext) {
      await requireAdmin(context, 'content');
      return (await context.contentEditor.list()).map(summaryView);
    },
    async adminContentDocument(
      _: unknown,
      args: QueryAdminContentDocumentArgs,
      context: GraphQLContext,
    ) {
      await requireAdmin(context, 'content');
      const document = await context.contentEditor.read(boundedPath(args.path));
      return document ? documentView(document) : null;
    },
  },
  Mutation: {
    async adminSaveContentDocument(
      _: unknown,
      args: MutationAdminSaveContentDocumentArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'content');
      const path = boundedPath(args.input.path);
      try {
        const version = args.input.version ?? null;
        if (version !== null && version.length > 50) {
          throw new GraphQLError('A version is at most 50 characters.', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_VERSION', field: 'version' },
          });
        }
        const saved = await context.contentEditor.save(
          path,
          args.input.text,
          (tx, before, after) =>
            context.staff.audit.record(
              actor,
              { operation: 'adminSaveContentDocument', target: `content:${path}`, before, after },
              tx,
            ),
          version,
        );
        return documentView(saved);
      } catch (error) {
        if (error instanceof DocumentError) throw refusal(error);
        throw error;
      }
    },
  },
} as unknown as ModuleResolvers;
