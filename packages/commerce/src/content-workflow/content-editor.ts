/**
 * The back office's content editor: the documents of the content workflow one at a time. A save
 * is an import of one file (same checks, same lock, same announcement), so the shop owner's edits
 * behave alike whether they come from a folder or from the screen. There is no draft: a saved
 * document is what the shop shows; a page is kept from visitors with `active: false` and looked at
 * first through its preview link.
 */
import { createHash } from 'node:crypto';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { DocumentError, documentSets, documentText, importDocuments } from './content-documents.ts';
import { checkDocumentValue, documentAt } from './document-schemas.ts';
import type { AnyDocumentSet, StoredDocument } from './document-set.ts';
import { previewLinks, type PreviewLink } from './preview-link.ts';

/** The kind of a document, by its folder. */
export type ContentKind = 'PAGE' | 'LAYOUT' | 'DEAL' | 'STORE';
const kindOfFolder: Record<string, ContentKind> = {
  pages: 'PAGE',
  layout: 'LAYOUT',
  deals: 'DEAL',
  stores: 'STORE',
};

export interface ContentDocumentSummary {
  path: string;
  kind: ContentKind;
  name: string;
  title: string;
  /** Where the table keeps it (pages and layout); deals and stores keep no time of change. */
  updatedAt: Date | null;
  /** A page's url key and whether visitors see it; null for other kinds. */
  urlKey: string | null;
  active: boolean | null;
}

export interface ContentDocument extends ContentDocumentSummary {
  /** The document as its file: two-space JSON, keys in the schema's order. */
  text: string;
  /** Names this state of the document: a save that names another was made from an older one. */
  version: string;
  /** A stored document the schema refuses (older than the schema): its first problem. */
  problem: { path: string; message: string } | null;
  /** A page's preview in the shop, per language; empty for other kinds or without a secret. */
  previewLinks: PreviewLink[];
}

/** Records the change in the save's transaction (the audit log), with the state before. */
export type SaveRecorder = (tx: Database, before: unknown, after: unknown) => Promise<void>;

export class ContentEditor {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => Date,
  ) {}

  /** Every document, pages first, each kind in name order. */
  async list(): Promise<ContentDocumentSummary[]> {
    const summaries: ContentDocumentSummary[] = [];
    for (const set of documentSets) {
      for (const stored of await set.readAll(this.database.db)) {
        summaries.push(summaryOf(set, stored));
      }
    }
    return summaries;
  }

  /** The document at `path` (`pages/home.json`), or null when there is none. */
  async read(path: string): Promise<ContentDocument | null> {
    const at = documentAt(path);
    if ('problem' in at) return null;
    const set = setOf(at.rules.folder);
    const stored = await set.readOne(this.database.db, at.name);
    return stored ? this.view(set, path, stored) : null;
  }

  /**
   * Saves one document, checked as an import checks it, all or nothing: a refused document
   * throws a DocumentError (with the reason and JSON path) and leaves the stored one as it was.
   */
  async save(
    path: string,
    text: string,
    record: SaveRecorder,
    /** The version the edit started from; another stored one refuses the save (lost update). */
    expectedVersion: string | null = null,
  ): Promise<ContentDocument> {
    await importDocuments(this.database, [{ path, text }], {
      async beforeWrite(tx, [checked]) {
        // Under the import's lock: no other save can come between this check and the write.
        const before = await checked!.set.readOne(tx, checked!.name);
        if (expectedVersion !== null && versionOf(path, before) !== expectedVersion) {
          throw new DocumentError(
            path,
            '',
            'saved by someone else since it was opened: read it again and redo the change',
            'DOCUMENT_CHANGED',
          );
        }
        await record(tx, before?.document ?? null, checked!.document);
      },
    });
    const saved = await this.read(path);
    if (!saved) throw new DocumentError(path, '', 'was saved but cannot be read back');
    return saved;
  }

  private view(set: AnyDocumentSet, path: string, stored: StoredDocument): ContentDocument {
    const checked = checkDocumentValue(path, stored.document);
    const summary = summaryOf(set, stored);
    return {
      ...summary,
      text: documentText(checked.ok ? checked.document : stored.document),
      version: versionOf(path, stored),
      problem: checked.ok ? null : { path: checked.path, message: checked.message },
      previewLinks: summary.urlKey ? previewLinks(summary.urlKey, this.now()) : [],
    };
  }
}

/** A digest of the stored document (none stored: `new`), as the editor read it. */
function versionOf(path: string, stored: StoredDocument | null): string {
  if (!stored) return 'new';
  const checked = checkDocumentValue(path, stored.document);
  const text = documentText(checked.ok ? checked.document : stored.document);
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

const setOf = (folder: string) => documentSets.find((set) => set.folder === folder)!;

function summaryOf(set: AnyDocumentSet, stored: StoredDocument): ContentDocumentSummary {
  const document = stored.document as Record<string, unknown> | null;
  const isPage = set.folder === 'pages';
  let title = stored.name;
  try {
    // A stored document older than its schema may lack the field the title is read from.
    title = String(set.titleOf(stored.document, stored.name) ?? stored.name);
  } catch {
    title = stored.name;
  }
  return {
    path: `${set.folder}/${stored.name}.json`,
    kind: kindOfFolder[set.folder]!,
    name: stored.name,
    title,
    updatedAt: stored.updatedAt ?? null,
    urlKey: isPage && typeof document?.urlKey === 'string' ? document.urlKey : null,
    active: isPage && typeof document?.active === 'boolean' ? document.active : null,
  };
}
