/**
 * Taps made before the page's scripts run (a phone on a slow network: the page shows seconds before
 * its scripts arrive). React listens only once it starts, so until then a press on "Add to cart",
 * the menu button or a quantity step does nothing and says nothing. This script, inline at the top
 * of every page, keeps such presses: the pressed button shows the house's pending sign (global.css,
 * `data-pending`) and is pressed again once React has it, which brings the part's code in if it is
 * still on its way (`IslandOnFirstUse`).
 *
 * Only plain buttons (`type="button"`, enabled) are kept: a link, a submit button, a check box and a
 * radio already did what they do without scripts. A button pressed twice is pressed again once.
 */

/** How often the script looks whether a kept press's button is React's yet (ms). */
export const EARLY_TAP_POLL_MS = 50;
/** How long a kept press waits for its button to become React's before it is dropped (ms). */
export const EARLY_TAP_LIMIT_MS = 30_000;

/**
 * Keeps the presses on buttons that React does not handle yet, and presses them again once it does.
 * A button is React's once hydrated: React keeps its props on the element (`__reactProps$…`). Until
 * then React either is not listening at all or, listening, drops a press on a part it cannot hydrate
 * at once. Whether React took a press shows only after the press's dispatch, so that is when it is
 * looked at. Runs as the inline script's own source, so it uses nothing from outside its body.
 */
function keepEarlyTaps(root: Document, pollMs: number, limitMs: number): void {
  const kept: HTMLButtonElement[] = [];
  const isReacts = (button: Element) => Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  const release = (button: HTMLButtonElement) => {
    kept.splice(kept.indexOf(button), 1);
    button.removeAttribute('data-pending');
  };
  const pressAgain = (button: HTMLButtonElement, since: number) => {
    if (!button.isConnected || Date.now() - since > limitMs) release(button);
    else if (!isReacts(button)) setTimeout(pressAgain, pollMs, button, since);
    else {
      release(button);
      if (!button.disabled) button.click();
    }
  };
  root.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type !== 'button' || button.disabled || kept.includes(button) || isReacts(button)) return;
      setTimeout(() => {
        // React took it after all: it hydrated the button for this press.
        if (isReacts(button) || kept.includes(button)) return;
        kept.push(button);
        button.setAttribute('data-pending', '');
        pressAgain(button, Date.now());
      });
    },
    true,
  );
}

/** The inline script's source. */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})(document, ${EARLY_TAP_POLL_MS}, ${EARLY_TAP_LIMIT_MS});`;
