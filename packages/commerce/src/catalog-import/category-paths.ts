/**
 * The `categories` cell: paths separated by `,`, the names of a path by `/` (Magento's
 * `Default Category/Huishouden/Wasmachines`). A name may hold either character: the export
 * writes it behind a backslash (`Laptops 15\,6 inch`, `In\/uit`, and `\\` for a backslash), as
 * Magento's own export does for `/` (`CategoryProcessor::quoteDelimiter`), so the cell reads back
 * unambiguously.
 */

const SPECIAL = /[\\/,]/g;

/** A category name as a cell writes it: `\`, `/` and `,` behind a backslash. */
export function escapeCategoryName(name: string): string {
  return name.replace(SPECIAL, (character) => `\\${character}`);
}

/** Paths of names (each from the root down) as one `categories` cell. */
export function formatCategoryPaths(paths: readonly (readonly string[])[]): string {
  return paths.map((names) => names.map(escapeCategoryName).join('/')).join(',');
}

/**
 * The paths of names a `categories` cell holds, the root included, names trimmed and empty
 * ones dropped. A backslash before `\`, `/` or `,` makes that character part of the name; before
 * anything else it is a backslash. Magento writes a comma inside a name as it is, so a piece
 * between commas that has no `/` and follows a path is the rest of that path's last name
 * (`Default Category/Laptops 15,6 inch`): every path Magento writes starts with its root
 * category's name, and a piece that names such a root on its own stays a path of its own.
 */
export function parseCategoryPaths(cell: string): string[][] {
  const pieces: { names: string[]; slashed: boolean }[] = [];
  let names: string[] = [];
  let name = '';
  let slashed = false;
  const endPiece = () => {
    names.push(name);
    pieces.push({ names, slashed });
    [names, name, slashed] = [[], '', false];
  };
  for (let index = 0; index < cell.length; index++) {
    const character = cell[index]!;
    const next = cell[index + 1];
    if (character === '\\' && next !== undefined && '\\/,'.includes(next)) {
      name += next;
      index++;
    } else if (character === '/') {
      names.push(name);
      name = '';
      slashed = true;
    } else if (character === ',') {
      endPiece();
    } else {
      name += character;
    }
  }
  endPiece();

  const roots = new Set(
    pieces.filter((piece) => piece.slashed).map((piece) => piece.names[0]!.trim()),
  );
  const paths: string[][] = [];
  for (const piece of pieces) {
    const previous = paths.at(-1);
    const bare = piece.names[0]!;
    if (!piece.slashed && previous && bare.trim() !== '' && !roots.has(bare.trim())) {
      previous[previous.length - 1] += `,${bare}`;
    } else {
      paths.push([...piece.names]);
    }
  }
  return paths
    .map((path) => path.map((part) => part.trim()).filter(Boolean))
    .filter((path) => path.length > 0);
}
