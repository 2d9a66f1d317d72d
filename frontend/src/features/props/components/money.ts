/** INR with a rupee sign and 2 decimals (spec §9, docs/architecture.md §5). */
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatInr(rupees: number): string {
  return INR.format(Number.isFinite(rupees) ? rupees : 0);
}

/** From exact paise when the server sent them (no float drift), else from rupees. */
export function formatPaise(paise: number | undefined, rupees: number): string {
  return typeof paise === 'number' && Number.isFinite(paise) ? INR.format(paise / 100) : formatInr(rupees);
}
