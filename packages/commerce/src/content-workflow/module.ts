import type { EngineModule } from '../engine/module.ts';
import { ContentEditor } from './content-editor.ts';
import { contentEditorResolvers } from './content-editor-graphql.ts';
import { contentEditorTypeDefs } from './content-editor-typedefs.ts';

/**
 * The back office's content editor: the content workflow's documents (pages, layout, deals,
 * stores) one at a time. It owns no tables: each kind is read and written by the module that
 * holds it, through its document set.
 */
export const contentEditorModule: EngineModule<'contentEditor'> = {
  name: 'contentEditor',
  tables: {},
  createService: (dependencies) => new ContentEditor(dependencies.database, dependencies.now),
  typeDefs: contentEditorTypeDefs,
  resolvers: contentEditorResolvers,
};
