/**
 * The words of a text as the indexer reads them, looked up in one table of known words without
 * cutting each word out of the text first. Indexing reads every description at start (about
 * 13 million words at 100,000 products, a few ten thousand distinct ones), so per occurrence it
 * only hashes the characters and compares them with the known word's characters; strings are
 * made once per distinct word, and everything read per occurrence sits in typed arrays.
 *
 * The words are exactly those of `splitWords(text)`, stop words left out: printable ASCII other
 * than letters and digits never changes under lower-casing or accent stripping and always ends
 * a word, so the text is cut at those characters first. A piece of ASCII letters and digits is one
 * word, lower-cased; a piece with other characters in it (`Café`, `21°C`) goes through
 * `splitWords` on its own, which gives the same words as it would inside the whole text.
 */
import { dutchAnalyzer } from './dutch-analyzer.ts';
import { splitWords, type TextAnalyzer } from './language-analyzer.ts';

const lettersOnly = /^[a-z]+$/;
const stopFlag = 1;
const lettersFlag = 2;

/**
 * Known words (stop words too) in an open-addressing hash table, each with the numbers of its
 * index terms in its analyzer's language (`wordIndexTerms`: stem, then compound parts). Term numbers are dense, so counting
 * terms needs no map. Shared by every index; `clearIfLarge` empties it past its limit, which
 * renumbers the terms (callers keep term texts, never numbers, across documents).
 */
export class WordTable {
  /** The word numbers `scan` found, `foundCount` of them. */
  found = new Int32Array(256);
  foundCount = 0;
  /** Term texts by term number. */
  readonly termTexts: string[] = [];
  private readonly termNumbers = new Map<string, number>();
  private readonly pieces = new Map<string, readonly number[]>();
  private count = 0;
  private words: string[] = [];
  private hashes = new Int32Array(1024);
  private flags = new Uint8Array(1024);
  /** The words' characters one after another: word `w` is `chars[starts[w], starts[w + 1])`. */
  private chars = new Uint8Array(1 << 16);
  private starts = new Int32Array(1025);
  /** Word `w`'s term numbers are `terms[termStarts[w], termStarts[w + 1])`. */
  private terms = new Int32Array(2048);
  private termStarts = new Int32Array(1025);
  /** Slot to word number plus one; 0 is empty. */
  private slots = new Int32Array(1 << 12);

  constructor(
    private readonly limit = 200_000,
    private readonly analyzer: TextAnalyzer = dutchAnalyzer,
  ) {}

  get size(): number {
    return this.count;
  }

  get termCount(): number {
    return this.termTexts.length;
  }

  word(number: number): string {
    return this.words[number]!;
  }

  isLettersOnly(word: number): boolean {
    return (this.flags[word]! & lettersFlag) !== 0;
  }

  termsStart(word: number): number {
    return this.termStarts[word]!;
  }

  termsEnd(word: number): number {
    return this.termStarts[word + 1]!;
  }

  term(at: number): number {
    return this.terms[at]!;
  }

  /** Empties the table when it holds more than its limit (call between documents only). */
  clearIfLarge(): void {
    if (this.count < this.limit) return;
    this.count = 0;
    this.words = [];
    this.termTexts.length = 0;
    this.termNumbers.clear();
    this.pieces.clear();
    this.slots = new Int32Array(1 << 12);
  }

  /** Finds the non-stop words of `text`, in order, into `found` and `foundCount`. */
  scan(text: string): void {
    this.foundCount = 0;
    const length = text.length;
    let start = -1;
    let hash = 0;
    let plain = true;
    for (let i = 0; i <= length; i++) {
      let code = i < length ? text.charCodeAt(i) : 32;
      if (code >= 65 && code <= 90) code += 32;
      if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
        if (start < 0) {
          start = i;
          hash = 0;
        }
        hash = (Math.imul(hash, 31) + code) | 0;
      } else if (code >= 128) {
        if (start < 0) start = i;
        plain = false;
      } else if (start >= 0) {
        if (plain) {
          this.keep(this.lookup(text, start, i, hash));
        } else {
          for (const word of this.piece(text.slice(start, i))) this.keep(word);
        }
        start = -1;
        plain = true;
      }
    }
  }

  /**
   * The word numbers of a piece with characters beyond ASCII (`Kühlschrank`, `d’essorage`):
   * normalising is the slow part of analysis, and French and German texts have such pieces in
   * most sentences, so each distinct piece is normalised once.
   */
  private piece(piece: string): readonly number[] {
    let words = this.pieces.get(piece);
    if (words === undefined) {
      words = splitWords(piece).map((word) => this.lookup(word, 0, word.length, hashOf(word)));
      if (this.pieces.size >= this.limit) this.pieces.clear();
      this.pieces.set(piece, words);
    }
    return words;
  }

  private keep(word: number): void {
    if ((this.flags[word]! & stopFlag) !== 0) return;
    if (this.foundCount === this.found.length) {
      const grown = new Int32Array(this.found.length * 2);
      grown.set(this.found);
      this.found = grown;
    }
    this.found[this.foundCount++] = word;
  }

  /** The number of the word at `text[start, end)` (ASCII letters and digits, any case). */
  private lookup(text: string, start: number, end: number, raw: number): number {
    const hash = mix(raw);
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const word = this.slots[slot]! - 1;
      if (word < 0) break;
      if (this.hashes[word] !== hash) continue;
      const at = this.starts[word]!;
      if (this.starts[word + 1]! - at !== length) continue;
      const chars = this.chars;
      let same = true;
      for (let k = 0; k < length; k++) {
        let code = text.charCodeAt(start + k);
        if (code >= 65 && code <= 90) code += 32;
        if (code !== chars[at + k]) {
          same = false;
          break;
        }
      }
      if (same) return word;
    }
    return this.add(text, start, end, hash);
  }

  /**
   * Adds the word at `text[start, end)`, lower-cased. Its string is built from the copied
   * characters, so it never keeps the text it came from alive.
   */
  private add(text: string, start: number, end: number, hash: number): number {
    const number = this.count++;
    if (number + 1 >= this.hashes.length) this.growWords();
    this.hashes[number] = hash;
    const at = this.starts[number]!;
    const length = end - start;
    if (at + length > this.chars.length) {
      this.chars = grown(this.chars, Math.max(at + length, this.chars.length * 2));
    }
    for (let k = 0; k < length; k++) {
      const code = text.charCodeAt(start + k);
      this.chars[at + k] = code >= 65 && code <= 90 ? code + 32 : code;
    }
    this.starts[number + 1] = at + length;
    const word = asciiString(this.chars.subarray(at, at + length));
    this.words.push(word);

    const stop = this.analyzer.isStopWord(word);
    this.flags[number] = (stop ? stopFlag : 0) | (lettersOnly.test(word) ? lettersFlag : 0);
    const termTexts = stop ? [] : this.analyzer.wordIndexTerms(word);
    let termAt = this.termStarts[number]!;
    if (termAt + termTexts.length > this.terms.length) {
      this.terms = grown(this.terms, Math.max(termAt + termTexts.length, this.terms.length * 2));
    }
    for (const text of termTexts) this.terms[termAt++] = this.termNumber(text);
    this.termStarts[number + 1] = termAt;

    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(number);
    return number;
  }

  private termNumber(text: string): number {
    let number = this.termNumbers.get(text);
    if (number === undefined) {
      number = this.termTexts.length;
      this.termTexts.push(text);
      this.termNumbers.set(text, number);
    }
    return number;
  }

  private growWords(): void {
    const size = this.hashes.length * 2;
    this.hashes = grown(this.hashes, size);
    this.flags = grown(this.flags, size);
    this.starts = grown(this.starts, size + 1);
    this.termStarts = grown(this.termStarts, size + 1);
  }

  private place(word: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[word]! & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = word + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let word = 0; word < this.count; word++) this.place(word);
  }
}

function grown<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(size);
  next.set(array);
  return next;
}

/** The characters as a string, a piece at a time: a word may be longer than a call may take arguments. */
function asciiString(chars: Uint8Array): string {
  let text = '';
  for (let at = 0; at < chars.length; at += 4096) {
    text += String.fromCharCode(...chars.subarray(at, at + 4096));
  }
  return text;
}

/** Spreads the polynomial hash's bits, so similar words do not cluster in the table. */
function mix(hash: number): number {
  const spread = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return spread ^ (spread >>> 16);
}

/** The hash `scan` computes while reading a word of ASCII lower-case letters and digits. */
function hashOf(word: string): number {
  let hash = 0;
  for (let i = 0; i < word.length; i++) hash = (Math.imul(hash, 31) + word.charCodeAt(i)) | 0;
  return hash;
}
