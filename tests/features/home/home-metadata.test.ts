import { describe, expect, it } from 'vitest';
import { brandedTitle } from '@/features/home/HomePage';

// Spec 3 §9: "Page titles end with the brand." The home page shares the layout's segment, where the
// layout's title template does not apply, so its title carries the brand itself.
describe('brandedTitle', () => {
  it('appends the brand to a plain title as an absolute title', () => {
    expect(brandedTitle('Workwear built for hard work', 'Ironbark Workwear')).toEqual({
      absolute: 'Workwear built for hard work | Ironbark Workwear',
    });
  });

  it('keeps a title that already ends with the brand as it is, as the layout’s template does', () => {
    expect(brandedTitle('Workwear since 1889 — Ironbark Workwear', 'Ironbark Workwear')).toEqual({ absolute: 'Workwear since 1889 — Ironbark Workwear' });
  });

  it('keeps a title that is already absolute', () => {
    expect(brandedTitle({ absolute: 'Ironbark Workwear' }, 'Ironbark Workwear')).toEqual({ absolute: 'Ironbark Workwear' });
  });

  it('falls back to the brand when there is no title', () => {
    expect(brandedTitle(undefined, 'Ironbark Workwear')).toEqual({ absolute: 'Ironbark Workwear' });
  });
});
