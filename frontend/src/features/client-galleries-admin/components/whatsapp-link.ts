/** A wa.me link to the client's number with the gallery link (the PIN goes in a separate message). */
export function whatsappShareUrl(phone: string | null, clientName: string, title: string, shareUrl: string): string {
  const text = `Hello ${clientName}, your photos "${title}" are ready: ${shareUrl}\nI will send the PIN in the next message.`;
  const to = phone ? `91${phone}` : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

export function whatsappPinUrl(phone: string | null, pin: string): string {
  return `https://wa.me/${phone ? `91${phone}` : ''}?text=${encodeURIComponent(`The PIN for your gallery: ${pin}`)}`;
}
