import { clampPan, MAX_ZOOM, nextZoom, ZOOM_LEVELS } from '@/features/product/viewer-zoom';

describe('viewer zoom', () => {
  it('steps through the zoom levels and stops at both ends', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1.5, 1)).toBe(2);
    expect(nextZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(nextZoom(2, -1)).toBe(1.5);
    expect(nextZoom(ZOOM_LEVELS[0], -1)).toBe(1);
  });

  it('keeps a zoomed image covering its frame while panning', () => {
    const frame = { width: 400, height: 500 };
    expect(clampPan({ x: 500, y: -500 }, 2, frame)).toEqual({ x: 200, y: -250 });
    expect(clampPan({ x: 50, y: 20 }, 2, frame)).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, frame)).toEqual({ x: 0, y: 0 });
  });
});
