import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

/**
 * Drag to re-order rows with the pointer (or Arrow Up / Down on the handle). The rows follow the
 * pointer while dragging; on release the new order is handed over once, if it changed. While
 * `blocked` (the previous order is being saved) no drag starts.
 */
export function useDragOrder(ids: readonly number[], blocked: boolean, onDrop: (order: number[]) => void) {
  const [drag, setDrag] = useState<{ id: number; order: number[] } | null>(null);
  const rows = useRef(new Map<number, HTMLElement>());

  const rowRef = (id: number) => (el: HTMLElement | null) => {
    if (el) rows.current.set(id, el);
    else rows.current.delete(id);
  };

  const finish = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.order.some((id, i) => id !== ids[i])) onDrop(drag.order);
  };

  const handleProps = (id: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (blocked || e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ id, order: [...ids] });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (!drag || drag.id !== id) return;
      const others = drag.order.filter((x) => x !== id);
      let index = others.length;
      for (const [i, other] of others.entries()) {
        const rect = rows.current.get(other)?.getBoundingClientRect();
        if (rect && e.clientY < rect.top + rect.height / 2) {
          index = i;
          break;
        }
      }
      const order = [...others.slice(0, index), id, ...others.slice(index)];
      if (order.some((x, i) => x !== drag.order[i])) setDrag({ id, order });
    },
    onPointerUp: finish,
    onPointerCancel: () => setDrag(null),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (blocked || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
      e.preventDefault();
      const from = ids.indexOf(id);
      const to = from + (e.key === 'ArrowUp' ? -1 : 1);
      if (from < 0 || to < 0 || to >= ids.length) return;
      const order = [...ids];
      order.splice(from, 1);
      order.splice(to, 0, id);
      onDrop(order);
    },
  });

  return { order: drag?.order ?? ids, draggingId: drag?.id ?? null, rowRef, handleProps };
}
