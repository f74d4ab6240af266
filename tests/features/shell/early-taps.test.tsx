import { EARLY_TAP_LIMIT_MS, EARLY_TAP_POLL_MS, EARLY_TAPS_SCRIPT } from '@/features/shell/early-taps';

/**
 * The inline script that keeps presses made before React has their buttons, run as the page runs
 * it: its source evaluated in the document. A button is React's once hydrated, when React keeps its
 * props on the element.
 */

function button(html: string): HTMLButtonElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLButtonElement;
}

/** React hydrates the button, with its click handler. */
function hydrate(button: HTMLButtonElement, onClick: () => void = () => undefined) {
  Object.assign(button, { __reactProps$test: { onClick } });
  button.addEventListener('click', onClick);
}

/** A press, then the end of its dispatch. */
function press(element: Element) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  vi.advanceTimersByTime(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  // The script's own listener stays on the document: a fresh one per test, as a fresh page has.
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(EARLY_TAPS_SCRIPT)();
  vi.mocked(document.addEventListener).mockRestore();
  return () => {
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    vi.useRealTimers();
  };
});

describe('presses made before the page’s scripts run', () => {
  it('are shown as taken and made again, once, when React has the button', () => {
    const addToCart = button('<button type="button">Add to cart</button>');
    press(addToCart);
    press(addToCart);
    expect(addToCart).toHaveAttribute('data-pending');
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS * 10);

    const pressed = vi.fn();
    hydrate(addToCart, pressed);
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(addToCart).not.toHaveAttribute('data-pending');
  });

  it('keeps presses on several buttons, each made when its button is React’s, and a press on the icon inside a button', () => {
    const menu = button('<button type="button"><svg><path /></svg></button>');
    const plus = button('<button type="button">+</button>');
    press(menu.querySelector('path') as Element);
    press(plus);
    const order: string[] = [];
    hydrate(plus, () => order.push('plus'));
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS);
    hydrate(menu, () => order.push('menu'));
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS);
    expect(order).toEqual(['plus', 'menu']);
  });

  it('leaves a press alone that React took itself, hydrating the button for it', () => {
    const plus = button('<button type="button">+</button>');
    const pressed = vi.fn();
    // React's own listener, after the script's: it hydrates the part at once and handles the press.
    document.addEventListener('click', () => hydrate(plus, pressed), { capture: true, once: true });
    press(plus);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(plus).not.toHaveAttribute('data-pending');
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS * 2);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves alone what works without scripts, and drops a press whose button went, turned off or never became React’s', () => {
    const submit = button('<button type="submit">Sign up</button>');
    const disabled = button('<button type="button" disabled>Sold out</button>');
    const goesAway = button('<button type="button">Gone</button>');
    const turnsOff = button('<button type="button">Off</button>');
    const neverReacts = button('<button type="button">Never</button>');
    for (const each of [submit, disabled, goesAway, turnsOff, neverReacts]) press(each);
    expect(submit).not.toHaveAttribute('data-pending');
    expect(disabled).not.toHaveAttribute('data-pending');

    const pressed = vi.fn();
    goesAway.remove();
    turnsOff.disabled = true;
    hydrate(turnsOff, pressed);
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS);
    expect(pressed).not.toHaveBeenCalled();
    expect(turnsOff).not.toHaveAttribute('data-pending');
    expect(neverReacts).toHaveAttribute('data-pending');
    vi.advanceTimersByTime(EARLY_TAP_LIMIT_MS);
    expect(neverReacts).not.toHaveAttribute('data-pending');
  });

  it('keeps nothing on a button React already has', () => {
    const later = button('<button type="button">Later</button>');
    const pressed = vi.fn();
    hydrate(later, pressed);
    press(later);
    expect(later).not.toHaveAttribute('data-pending');
    vi.advanceTimersByTime(EARLY_TAP_POLL_MS * 2);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
