/**
 * The hidden `website` field of the public forms: people and assistive tech never see it (`.honeypot`, aria-hidden,
 * out of the tab order); a bot that fills it is answered as if sent, and the server drops the message.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
