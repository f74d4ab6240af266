/** Zoom steps of the image viewer (1 = the image fitted to the frame). */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
export const MAX_ZOOM: number = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] ?? 1;

export interface Pan {
  x: number;
  y: number;
}

/** The next zoom step up (`direction` 1) or down (-1), staying within the steps. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const levels: readonly number[] = ZOOM_LEVELS;
  const position = levels.findIndex((level) => level >= current - 1e-9);
  const at = position === -1 ? levels.length - 1 : position;
  const next = Math.min(Math.max(at + direction, 0), levels.length - 1);
  return levels[next] ?? current;
}

/**
 * A pan offset the zoomed image can take without showing empty frame: scaled by `zoom` about its
 * centre, the image may move at most half of its overflow in each direction. Unzoomed, it is centred.
 */
export function clampPan(pan: Pan, zoom: number, frame: { width: number; height: number }): Pan {
  const limitX = Math.max(0, (frame.width * zoom - frame.width) / 2);
  const limitY = Math.max(0, (frame.height * zoom - frame.height) / 2);
  const clamp = (value: number, limit: number) => (limit === 0 ? 0 : Math.min(Math.max(value, -limit), limit));
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}
