import { useCallback, useEffect, useRef, useState } from 'react';
import type { OverviewEvent } from '../../../../contracts/flow';
import type { Commitment, FlowDayUnavailable, TravelItem } from '../../../../contracts/flow-contact';

/** Spec 9: the hover popup shows after 100 ms and hides 200 ms after the pointer leaves. */
export const POPUP_SHOW_MS = 100;
export const POPUP_HIDE_MS = 200;

export type PopupSubject =
  | { kind: 'commitment'; commitment: Commitment; techName: string; conflict?: string }
  | { kind: 'event'; event: OverviewEvent }
  | { kind: 'travel'; travel: TravelItem; techName: string }
  | { kind: 'unavailable'; day: FlowDayUnavailable; techName: string; conflict?: string };

export interface Popup {
  subject: PopupSubject;
  /** Viewport position under the bar. */
  x: number;
  y: number;
}

export interface HoverPopup {
  popup: Popup | null;
  /** The pointer entered a bar. */
  enter(subject: PopupSubject, bar: HTMLElement): void;
  /** The pointer left a bar or the popup. */
  leave(): void;
  /** The pointer is on the popup: keep it. */
  keep(): void;
  close(): void;
}

export function useHoverPopup(): HoverPopup {
  const [popup, setPopup] = useState<Popup | null>(null);
  const showTimer = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);
  const clear = useCallback(() => {
    window.clearTimeout(showTimer.current);
    window.clearTimeout(hideTimer.current);
  }, []);
  useEffect(() => clear, [clear]);
  const enter = useCallback(
    (subject: PopupSubject, bar: HTMLElement) => {
      clear();
      const rect = bar.getBoundingClientRect();
      showTimer.current = window.setTimeout(
        () => setPopup({ subject, x: rect.left, y: rect.bottom + 4 }),
        POPUP_SHOW_MS,
      );
    },
    [clear],
  );
  const leave = useCallback(() => {
    clear();
    hideTimer.current = window.setTimeout(() => setPopup(null), POPUP_HIDE_MS);
  }, [clear]);
  const keep = useCallback(() => window.clearTimeout(hideTimer.current), []);
  const close = useCallback(() => {
    clear();
    setPopup(null);
  }, [clear]);
  return { popup, enter, leave, keep, close };
}
