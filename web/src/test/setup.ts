// Test set-up of the vitest `web` project (jsdom): browser APIs jsdom lacks and that Chakra UI
// (Ark/Zag) touches, Spanish zod messages as in the app, and a clean DOM after each test.
import '@shared/zod-locale';
import './jsdom-etiquetas';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toaster } from '../components/toaster';
import { navegacionDocumento } from '../lib/browser-navigation';
import { olvidarPrecargas } from '../lib/precarga-datos';

// Screens are loaded on demand (route-level code splitting): the first visit of a screen in a test
// file transforms its module, which takes longer than testing-library's 1 s on a busy machine — and
// longer than 5 s beside the browser layer on stop 58's slower machine (Empresas' first heading, 5.7 s).
// Only a failing wait lasts this long; the test's own time-out (15 s, 20 s) still bounds it.
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom has no object URLs; the avatar preview only needs a string it can put in an <img>.
URL.createObjectURL ??= () => 'blob:http://localhost/vista-previa';
URL.revokeObjectURL ??= () => {};
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom loads no other document: a load of one (the sign-in page is its own, D86) is recorded and
// not made, and each test reads it from these spies.
beforeEach(() => {
  vi.spyOn(navegacionDocumento, 'abrir').mockImplementation(() => {});
  vi.spyOn(navegacionDocumento, 'reemplazar').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // The toaster is a module-wide store: one test's toasts must not fill the next one's queue.
  toaster.remove();
  // Reads the app sent ahead for its first screen (D130) are a module-wide store too.
  olvidarPrecargas();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
