/**
 * The back office's content editor (issue 24): the documents of the content workflow (ADR 0020)
 * listed, read and saved one at a time. Shop staff with the `content` permission only.
 */
export const contentEditorTypeDefs = /* GraphQL */ `
  extend type Query {
    "Shop staff: every content document, pages first, each kind in name order."
    adminContentDocuments: [AdminContentDocumentSummary!]!
    """
    Shop staff: one document by its path (\`pages/home.json\`, \`layout/usps.json\`,
    \`deals/12.json\`, \`stores/amsterdam.json\`); null when there is none.
    """
    adminContentDocument(path: String!): AdminContentDocument
  }

  extend type Mutation {
    """
    Shop staff: saves one document (its whole JSON text), checked by the schema the import and
    the back office use; creates it when the path is new. There is no draft: the shop shows a
    saved document at once (a page with \`active: false\` only in preview). A refused document
    changes nothing and fails with BAD_USER_INPUT, reason UNKNOWN_DOCUMENT_PATH,
    DOCUMENT_TOO_LARGE, INVALID_JSON, INVALID_DOCUMENT, DOCUMENT_NAME_MISMATCH,
    CONTROL_CHARACTER (a key or text holds one, also when escaped as \`\\u0001\`; tabs and line
    breaks are text) or DOCUMENT_CONFLICT (a url key another page holds), with \`json_path\`
    saying where; one saved by someone else since \`version\` was read fails with CONFLICT, reason
    DOCUMENT_CHANGED.
    """
    adminSaveContentDocument(input: AdminContentDocumentInput!): AdminContentDocument!
  }

  input AdminContentDocumentInput {
    "The document's path: \`pages/home.json\`."
    path: String!
    "The whole document as JSON (line breaks and tabs allowed), at most 1 MiB."
    text: String!
    """
    The \`version\` the edit started from (\`new\` for a document that did not exist): the save is
    refused if the stored document is another by now. Without it the save overwrites.
    """
    version: String
  }

  enum AdminContentKind {
    PAGE
    LAYOUT
    DEAL
    STORE
  }

  type AdminContentDocumentSummary {
    "The document's file below an export folder: \`pages/service/bezorgen.json\`."
    path: String!
    kind: AdminContentKind!
    "Its name in its folder: a page's identifier, a deal's id, a store's code."
    name: String!
    "A page's Dutch title, a deal's or store's name, a layout document's id."
    title: String!
    "ISO 8601; null for deals and stores, whose tables keep no time of change."
    updated_at: String
    "A page's url key; null for other kinds."
    url_key: String
    "Whether visitors see a page; null for other kinds."
    active: Boolean
  }

  type AdminContentDocument {
    path: String!
    kind: AdminContentKind!
    name: String!
    title: String!
    updated_at: String
    url_key: String
    active: Boolean
    "The document as its file: two-space indented JSON, keys in the schema's order."
    text: String!
    "This state of the document; give it back when saving, so a save never undoes another's."
    version: String!
    "A stored document the schema now refuses: its first problem (a save must fix it)."
    problem: AdminContentProblem
    """
    A page's preview in the shop, one link per language, each opening that page's preview (also
    when inactive) for an hour. Empty for other kinds, or when the shop has no PREVIEW_SECRET.
    """
    preview_links: [AdminPreviewLink!]!
  }

  type AdminContentProblem {
    "Where in the document: \`content[3].children[0].media.desktopImage\`; empty for the whole."
    json_path: String!
    message: String!
  }

  type AdminPreviewLink {
    locale: String!
    url: String!
  }
`;
