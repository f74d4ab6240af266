import { flyoutPlacement } from '@/features/navigation/flyout-placement';
import { MENU_PANEL_MAX_WIDTH } from '@/features/navigation/menu-constants';

/** Spec 1 §4: a panel (max 800 px) that would overflow the screen opens leftward, arrows flipped. */
describe('where a desktop flyout opens', () => {
  it('has a maximum panel width of 800 px', () => {
    expect(MENU_PANEL_MAX_WIDTH).toBe(800);
  });

  it('opens rightward when a full-width panel fits', () => {
    expect(flyoutPlacement({ itemLeft: 40, itemRight: 120, viewportWidth: 1440 })).toEqual({ direction: 'right', shift: 0 });
    expect(flyoutPlacement({ itemLeft: 640, itemRight: 760, viewportWidth: 1440 })).toEqual({ direction: 'right', shift: 0 });
  });

  it('opens leftward when the panel would overflow the screen width', () => {
    expect(flyoutPlacement({ itemLeft: 641, itemRight: 900, viewportWidth: 1440 })).toEqual({ direction: 'left', shift: 0 });
    expect(flyoutPlacement({ itemLeft: 1200, itemRight: 1300, viewportWidth: 1440 })).toEqual({ direction: 'left', shift: 0 });
  });

  it('decides with the maximum width, so the direction holds while the panel grows', () => {
    expect(flyoutPlacement({ itemLeft: 700, itemRight: 900, viewportWidth: 1440, panelWidth: 320 })).toEqual({ direction: 'right', shift: 0 });
    expect(flyoutPlacement({ itemLeft: 700, itemRight: 900, viewportWidth: 1440 })).toEqual({ direction: 'left', shift: 0 });
    expect(flyoutPlacement({ itemLeft: 700, itemRight: 900, viewportWidth: 1440, panelWidth: 2000 })).toEqual({ direction: 'left', shift: 0 });
  });

  it('moves a leftward flyout back onto a narrow screen', () => {
    // 1100 px wide: a 800 px panel right-aligned with an item ending at 612 would start at -188.
    expect(flyoutPlacement({ itemLeft: 463, itemRight: 612, viewportWidth: 1100 })).toEqual({ direction: 'left', shift: 204 });
  });
});
