/*
 * Turns what a shopper typed into search terms that are safe to hand to PostgreSQL's to_tsquery. Only letters
 * and digits survive, so no tsquery operator (& | ! <-> : * ( ) ') or backslash can reach the parser; each term
 * is then quoted, which would keep even an unexpected character a plain lexeme.
 */

/** Han characters: indexed one per token (see migration 0004), matched as a phrase of adjacent characters. */
const HAN = /\p{Script=Han}/u;
const TOKENS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+/gu;

/** More terms than this only narrow the result to nothing while costing a GIN lookup each. */
export const MAX_SEARCH_TERMS = 12;

export type SearchTerms = {
  /** Word prefixes as tsquery text, e.g. `'sham':*`; each is matched stemmed or as written. */
  words: string[];
  /** Runs of Han characters as tsquery phrases, e.g. `'洗' <-> '发'`. */
  phrases: string[];
  /** The query as typed, trimmed and lower-cased, for ranking a whole-name match first. */
  whole: string;
};

export function searchTerms(input: string): SearchTerms {
  // NFKC folds full-width letters and digits (common from Chinese keyboards) into their plain forms.
  const text = input.normalize('NFKC').toLowerCase();
  const words: string[] = [];
  const phrases: string[] = [];
  for (const [token] of text.matchAll(TOKENS)) {
    if (words.length + phrases.length >= MAX_SEARCH_TERMS) break;
    if (HAN.test(token)) phrases.push(Array.from(token, (ch) => quote(ch)).join(' <-> '));
    else words.push(`${quote(token)}:*`);
  }
  // PostgreSQL text cannot hold NUL, and no name holds a control character: both become spaces.
  const whole = text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return { words, phrases, whole };
}

export const hasTerms = (terms: SearchTerms) => terms.words.length + terms.phrases.length > 0;

/** tsquery quoting: a quote is doubled and a backslash escaped (neither survives the tokeniser anyway). */
function quote(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
