// Full-page navigation away from the app (social sign-in goes through the backend). Kept in its
// own module so tests can observe it: jsdom implements no cross-document navigation.
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
