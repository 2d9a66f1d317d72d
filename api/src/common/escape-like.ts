/** Escapes LIKE's wildcards (and its escape character) so a typed % or _ matches itself. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
