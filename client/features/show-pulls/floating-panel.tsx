import { type PointerEvent, type ReactNode, useRef, useState } from 'react';

/** A floating panel the user drags by its title bar (spec 2.1: the Pull Item Manager). */
export function FloatingPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const [pos, setPos] = useState({ x: Math.max(16, window.innerWidth - 680), y: 90 });
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const down = (e: PointerEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    if (drag.current) setPos({ x: e.clientX - drag.current.dx, y: Math.max(0, e.clientY - drag.current.dy) });
  };
  return (
    <div className="floating-panel" role="dialog" aria-label={title} style={{ left: pos.x, top: pos.y }}>
      <header
        className="modal-head drag-handle"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <h2>{title}</h2>
        <button type="button" className="link-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="floating-body">{children}</div>
    </div>
  );
}
