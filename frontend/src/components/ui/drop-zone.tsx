/**
 * Drag-and-drop or click-to-choose file zone. A real (transparent) file input covers the zone,
 * so it is focusable and works with the keyboard (Enter/Space opens the picker) and screen
 * readers. The input is cleared after each choice so the same files can be chosen again.
 */
import { useState, type DragEvent, type ReactNode } from 'react';
import './staff-ui.css';

export interface DropZoneProps {
  id: string;
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
}

export function DropZone({ id, label, hint, accept, multiple, disabled, onFiles, children, invalid, describedBy }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer?.files ?? []);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className="drop-zone"
      data-dragging={dragging ? 'true' : 'false'}
      data-testid={`${id}-zone`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!dragging) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {children}
      <span className="drop-zone__title">{label}</span>
      {hint ? (
        <span className="drop-zone__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
