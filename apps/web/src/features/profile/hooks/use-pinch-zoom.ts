import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';

/** Spec section 9: zoom 1x to 3x, pan limited to (scale − 1) × 50 px, reset 2 s after the touch ends. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 3;
export const PAN_PER_SCALE_PX = 50;
export const RESET_AFTER_MS = 2000;

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

const RESTING: ZoomState = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampPan(state: ZoomState): ZoomState {
  const limit = (state.scale - 1) * PAN_PER_SCALE_PX;
  return { scale: state.scale, x: clamp(state.x, -limit, limit), y: clamp(state.y, -limit, limit) };
}

function distance(touches: TouchEvent['touches']): number {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

/** Pinch to zoom and drag to pan a picture; a click while zoomed puts it back. */
export function usePinchZoom() {
  const [zoom, setZoom] = useState<ZoomState>(RESTING);
  const gesture = useRef<{ startDistance: number; startScale: number; lastX: number; lastY: number } | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reset = useCallback(() => setZoom(RESTING), []);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const onTouchStart = useCallback(
    (event: TouchEvent) => {
      clearTimeout(resetTimer.current);
      const touch = event.touches[0];
      if (!touch) return;
      gesture.current = {
        startDistance: event.touches.length >= 2 ? distance(event.touches) : 0,
        startScale: zoom.scale,
        lastX: touch.clientX,
        lastY: touch.clientY,
      };
    },
    [zoom.scale],
  );

  const onTouchMove = useCallback((event: TouchEvent) => {
    const current = gesture.current;
    if (!current) return;
    if (event.touches.length >= 2) {
      if (!current.startDistance) current.startDistance = distance(event.touches);
      const scale = clamp((current.startScale * distance(event.touches)) / current.startDistance, MIN_SCALE, MAX_SCALE);
      setZoom((state) => clampPan({ ...state, scale }));
      return;
    }
    const touch = event.touches[0];
    if (!touch) return;
    const dx = touch.clientX - current.lastX;
    const dy = touch.clientY - current.lastY;
    current.lastX = touch.clientX;
    current.lastY = touch.clientY;
    setZoom((state) => (state.scale > 1 ? clampPan({ scale: state.scale, x: state.x + dx, y: state.y + dy }) : state));
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      if (event.touches.length > 0) return;
      gesture.current = null;
      resetTimer.current = setTimeout(reset, RESET_AFTER_MS);
    },
    [reset],
  );

  const onClick = useCallback(() => {
    if (zoom.scale > 1) reset();
  }, [zoom.scale, reset]);

  return { zoom, handlers: { onTouchStart, onTouchMove, onTouchEnd, onClick } };
}
