/** Loads the page again from the server: after another customer signed in, it is theirs to show. */
export function reloadPage(): void {
  window.location.reload();
}
