import type { ReactNode } from 'react';

const BULLET = '• ';

/**
 * A notice section's text as the core file writes it (core/src/privacy/privacy-notice.texts.ts): one paragraph a line,
 * and a run of lines starting with '• ' one list.
 */
export function NoticeText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (!items.length) return;
    blocks.push(
      <ul key={`l${blocks.length}`} className="privacy-notice__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (line.startsWith(BULLET)) {
      items.push(line.slice(BULLET.length));
      continue;
    }
    flush();
    blocks.push(<p key={`p${blocks.length}`}>{line}</p>);
  }
  flush();
  return <>{blocks}</>;
}
