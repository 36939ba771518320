/** Loads `url` as a new document from the server, in place of the app's own entry in the history. */
export function loadFromServer(url: string): void {
  window.location.replace(url);
}
