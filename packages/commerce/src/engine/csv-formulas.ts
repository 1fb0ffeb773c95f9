/**
 * Cells a spreadsheet would run as a formula (OWASP's CSV injection guidance: a leading `=`,
 * `+`, `-`, `@`, tab or carriage return) are written with a `'` in front, which spreadsheets
 * show as text. To read every exported cell back as it was, the rule is a bijection: a cell that
 * already starts with one or more `'` before such a character gets one more on export, and the
 * import takes exactly one off any cell of that shape. Every CSV the shop writes (catalogue
 * export, product feed) goes through `escapeFormula`.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/**
 * For csv-stringify's `quoted_match`: a neutralised cell is always written between double
 * quotes, as OWASP advises, whether or not it holds a separator.
 */
export const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** The cell as the export writes it. */
export function escapeFormula(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `escapeFormula`; any other cell is returned as it is. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
