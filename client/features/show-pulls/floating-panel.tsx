import { type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Point {
  x: number;
  y: number;
}

/** Where the panel was last left: it reopens there (issue 20 point 7), kept inside the window. */
let lastPosition: Point | null = null;

/**
 * The position moved so the whole panel is in the window (its top-left corner when it is larger).
 * Whole pixels, rounded inwards: a fractional height must not leave the bottom edge a pixel out.
 */
export function clampToViewport(p: Point, size: { width: number; height: number }, view: Point): Point {
  return {
    x: Math.max(0, Math.min(Math.round(p.x), Math.floor(view.x - size.width))),
    y: Math.max(0, Math.min(Math.round(p.y), Math.floor(view.y - size.height))),
  };
}

const sizeOf = (box: HTMLElement) => box.getBoundingClientRect();

// The window less its scroll bars: a panel under the scroll bar is out of reach too.
const viewport = () => ({
  x: document.documentElement.clientWidth,
  y: document.documentElement.clientHeight,
});

/**
 * A floating panel the user drags by its title bar (spec 2.1: the Pull Item Manager). It never
 * leaves the window: a drag stops at the edges, a reopen or a smaller window pulls it back in;
 * a double-click on the title centres it.
 */
export function FloatingPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<Point>(
    () => lastPosition ?? { x: Math.max(16, window.innerWidth - 680), y: 90 },
  );
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const place = (p: Point) => {
    const box = ref.current;
    setPos(box ? clampToViewport(p, sizeOf(box), viewport()) : p);
  };
  const centre = () => {
    const box = ref.current;
    if (!box) return;
    const { x, y } = viewport();
    place({ x: (x - box.offsetWidth) / 2, y: (y - box.offsetHeight) / 2 });
  };
  // After every render: on open (the last position may be off a window since made smaller), and
  // when the content grows (another mode) past the bottom, the panel moves back in.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const inside = clampToViewport(pos, sizeOf(box), viewport());
    lastPosition = inside;
    if (inside.x !== pos.x || inside.y !== pos.y) setPos(inside);
  });
  useEffect(() => {
    // A re-render re-clamps (above).
    const onResize = () => setPos((p) => ({ ...p }));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const down = (e: PointerEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    if (drag.current) place({ x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy });
  };
  return (
    <div
      ref={ref}
      className="floating-panel"
      role="dialog"
      aria-label={title}
      style={{ left: pos.x, top: pos.y }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging and double-click centring are pointer gestures of the title bar */}
      <header
        className="modal-head drag-handle"
        title="Drag to move; double-click to centre"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => {
          drag.current = null;
        }}
        onDoubleClick={(e) => {
          if (!(e.target as HTMLElement).closest('button')) centre();
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
