/**
 * The staff member's statement on the studio's own public photo (docs/architecture.md §16): every public image says
 * where it came from, and a photo that is not a featured family's needs the studio's word that it may be shown.
 */
export const SOURCE_STATEMENT_MAX = 300;

export function SourceStatementField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Why the studio may show it</label>
      <input id={id} name="sourceStatement" value={value} maxLength={SOURCE_STATEMENT_MAX} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} placeholder="e.g. No child’s face, or a paper release on file" />
      <span id={`${id}-hint`} className="source-statement__hint">
        Shown beside the photo on the site. A family’s photo is featured from their client gallery instead, with their consent.
      </span>
    </div>
  );
}
