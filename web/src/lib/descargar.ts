// Files the browser saves for the person: a report's PDF, a JSON export, a CSV. One link with
// `download`, clicked and taken away; a blob's object URL is let go once the download has started.

/** How long an object URL outlives its click (the download has started well before). */
const LIBERAR_URL_MS = 10_000;

/** Clicks a link that downloads `href` (an object URL, or a link the server signed) as `nombre`. */
export function abrirDescarga(href: string, nombre: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = nombre;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves a blob as a file the browser downloads. */
export function guardarArchivo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  abrirDescarga(url, nombre);
  setTimeout(() => URL.revokeObjectURL(url), LIBERAR_URL_MS);
}

/** Saves `datos` as an indented JSON file the browser downloads. */
export function descargarJson(nombre: string, datos: unknown): void {
  guardarArchivo(new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }), nombre);
}
