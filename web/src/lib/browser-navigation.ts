// Navigation to another document: the sign-in page, which is its own entry (login.html, D86), the
// app after signing in, the backend's social sign-in. Every such load goes through this one object,
// so tests can watch it and keep it from happening: jsdom implements no navigation between documents.
export const navegacionDocumento = {
  /** Loads `url` as a new entry of the history. */
  abrir(url: string): void {
    window.location.assign(url);
  },
  /** Loads `url` in place of the current entry: Back does not come back to this one. */
  reemplazar(url: string): void {
    window.location.replace(url);
  },
};

/** Full-page navigation away from the app (social sign-in goes through the backend). */
export function redirectBrowser(url: string): void {
  navegacionDocumento.abrir(url);
}

/**
 * The sign-in page, in place of this one. It is its own document (login.html), which the servers
 * send for /login; a server that sent this app for /login instead (a CloudFront function older than
 * the page, say) would send it again and again, so the app then asks for the file itself.
 */
export function irALogin(): void {
  navegacionDocumento.reemplazar(window.location.pathname === '/login' ? '/login.html' : '/login');
}
