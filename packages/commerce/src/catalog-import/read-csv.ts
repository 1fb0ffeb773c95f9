import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { unescapeFormula } from '../engine/csv-formulas.ts';

/** Magento's export has about a hundred columns; a row far wider is not a product export. */
export const MAX_COLUMNS = 400;
/** One cell or row this long (HTML descriptions included) is not a product row. */
export const MAX_RECORD_CHARS = 2_000_000;

/**
 * A file on disk larger than this is refused by its size before a byte is read: 100,000
 * products in four store views are some hundreds of megabytes (uploads have their own, smaller
 * bound, CATALOG_IMPORT_MAX_BYTES).
 */
export const MAX_FILE_BYTES = 1024 ** 3;

/** A CSV row as column name → cell, with its spreadsheet row number (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

/** The file cannot be read as CSV at all: nothing after `row` was read. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly row: number,
    readonly code = 'CSV_SYNTAX',
  ) {
    super(message);
  }
}

/**
 * Streams the rows of a Magento product CSV (comma separated, double quotes, UTF-8 with or
 * without a byte order mark), so a file of any size is read a chunk at a time. Header names are
 * trimmed; a header wider than `MAX_COLUMNS`, a row with a different number of cells than the
 * header, a broken quote or text that is not UTF-8 stops the reading with a `CsvSyntaxError`.
 * A cell the export prefixed with `'` against formulas loses that one quote
 * (`engine/csv-formulas.ts`).
 */
export async function* readCsvRows(
  input: string | Readable,
  maxFileBytes = MAX_FILE_BYTES,
): AsyncGenerator<CsvRow> {
  if (typeof input === 'string') {
    const { size } = await stat(input);
    if (size > maxFileBytes) {
      throw new CsvSyntaxError(
        `the file has ${size} bytes; at most ${maxFileBytes} are read`,
        1,
        'FILE_TOO_LARGE',
      );
    }
  }
  const source = typeof input === 'string' ? createReadStream(input) : input;
  let header: string[] = [];
  const parser = parse({
    bom: true,
    columns: (names: string[]) => {
      if (names.length > MAX_COLUMNS) {
        throw new CsvSyntaxError(
          `the header has ${names.length} columns; at most ${MAX_COLUMNS} are read`,
          1,
        );
      }
      header = names.map((name) => name.trim());
      return header;
    },
    max_record_size: MAX_RECORD_CHARS,
    skip_empty_lines: true,
  });
  const decoded = source.pipe(utf8Only());
  decoded.on('error', (error: Error) => parser.destroy(error));
  source.on('error', (error: Error) => parser.destroy(error));
  decoded.pipe(parser);
  let records = 1;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      records += 1;
      // A cell the export guarded against spreadsheet formulas reads as the text it was.
      for (const column of header) {
        const cell = record[column];
        if (cell !== undefined && cell.startsWith("'")) record[column] = unescapeFormula(cell);
      }
      yield { row: records, cells: record };
    }
  } catch (error) {
    throw explain(error, records + 1, header.length);
  } finally {
    source.destroy();
  }
}

function explain(error: unknown, row: number, columns: number): Error {
  if (error instanceof CsvSyntaxError) return error;
  if (error instanceof CsvError) {
    const messages: Record<string, string> = {
      CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: `the row has a different number of cells than the header's ${columns}`,
      CSV_RECORD_INCONSISTENT_COLUMNS: `the row has a different number of cells than the header's ${columns}`,
      CSV_QUOTE_NOT_CLOSED: 'a quoted cell is not closed',
      CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell is not doubled',
      CSV_MAX_RECORD_SIZE: `the row is longer than ${MAX_RECORD_CHARS} characters`,
      CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing quote',
      INVALID_OPENING_QUOTE: 'a quote opens in the middle of a cell',
    };
    // The parser may be rows ahead of the consumer: its own count names the failing row (the
    // header is row 1, then the records it read before this one).
    const records = (error as CsvError & { records?: unknown }).records;
    const failing = typeof records === 'number' ? records + 2 : row;
    return new CsvSyntaxError(messages[error.code] ?? error.message, failing);
  }
  if (error instanceof NulCharacter) {
    return new CsvSyntaxError(
      'the file holds NUL characters, as UTF-16 ("Unicode text") does: save it as "CSV UTF-8"',
      row,
    );
  }
  if (error instanceof ControlCharacter) {
    return new CsvSyntaxError(
      `the file holds a control character (${error.message}), which no cell may hold (tabs and line breaks may): remove it`,
      row,
    );
  }
  if (error instanceof TypeError && /encoded data was not valid/i.test(error.message)) {
    return new CsvSyntaxError('the file is not UTF-8 text (save it as "CSV UTF-8")', row);
  }
  return error as Error;
}

class NulCharacter extends Error {}
/** Another control character than tab and line breaks (its code point is the message). */
class ControlCharacter extends Error {}

// eslint-disable-next-line no-control-regex -- control characters are what is found
const controlInCell = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function textError(text: string): Error | null {
  if (text.includes('\u0000')) return new NulCharacter();
  const control = controlInCell.exec(text)?.[0];
  if (!control) return null;
  return new ControlCharacter(
    `U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

/**
 * Passes UTF-8 text through and fails on the first byte sequence that is not UTF-8, on a NUL
 * character (UTF-16 text without a byte order mark is valid UTF-8 full of NULs), and on any other
 * control character but tab and line breaks, which no product's text holds (ADR 0009).
 */
function utf8Only(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        done(textError(text), text);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const text = decoder.decode();
        done(textError(text), text);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
