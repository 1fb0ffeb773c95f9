// Whether a page's cache key is a listing address the shop's own links write (ADR 0006). The
// listing part, after the `q` marker, must be in the shape `buildListingHref` gives
// (lib/catalog/listing-url.ts): `page/{n}` first (2 to 9999, no leading zero), then filter groups
// in alphabetical order, each with distinct non-empty values joined by `~~`, then `sort/{key}`,
// then `previousPage/1` (only after a page). Anything else is an address a client made up: it is
// still answered (a 404, or a redirect to the canonical address), but never kept.

const PARAMS_MARKER = 'q';
const QUERY_MARKER = '_query';
/** Groups no link of the shop filters on (the filter panel leaves them out). */
const notFilters = new Set([
  'page',
  'post',
  'sort',
  'previousPage',
  'price',
  'category_id',
  'category_uid',
]);
const filterKey = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const pageNumber = /^[1-9]\d{0,3}$/;
const sortKey = /^[a-z_]+_(asc|desc)$/;

export function isCanonicalListingKey(key) {
  const segments = String(key).split('?')[0].split('/');
  const marker = segments.indexOf(PARAMS_MARKER);
  if (marker === -1) return true;
  const end = segments.indexOf(QUERY_MARKER, marker);
  const rest = segments.slice(marker + 1, end === -1 ? undefined : end);
  if (rest.length === 0 || rest.length % 2 !== 0) return false;
  let i = 0;
  const pair = () => [rest[i], rest[i + 1]];
  let page = false;
  if (rest[i] === 'page') {
    const [, value] = pair();
    if (!pageNumber.test(value) || value === '1') return false;
    page = true;
    i += 2;
  }
  let previousKey = '';
  while (i < rest.length && rest[i] !== 'sort' && rest[i] !== 'previousPage') {
    const [name, value] = pair();
    if (!filterKey.test(name) || notFilters.has(name) || name <= previousKey) return false;
    const values = value.split('~~');
    if (values.some((item) => item === '') || new Set(values).size !== values.length) return false;
    previousKey = name;
    i += 2;
  }
  if (rest[i] === 'sort') {
    if (!sortKey.test(rest[i + 1])) return false;
    i += 2;
  }
  if (rest[i] === 'previousPage') {
    if (rest[i + 1] !== '1' || !page) return false;
    i += 2;
  }
  return i === rest.length;
}
