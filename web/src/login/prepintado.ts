// The sign-in page's HTML paints the card React draws (D86), and React takes that markup over
// (hydrateRoot) instead of drawing it again: what the visitor typed or the browser filled in before
// the script came stays, and nothing moves. React takes over only markup exactly as it would write
// it: no text where it has none. The source HTML is formatted for people (indentation, long text
// over several lines), so the build and the dev server (web/vite.config.ts) write the painted part
// back as React writes it, with this. Pure, so the web test that holds the HTML to the page
// (prepintado.test.tsx) uses it too.

/** Where the sign-in page's HTML puts what React takes over. */
export const RAIZ_HIDRATABLE = '<div id="root" data-hidratable>';

const esCierre = (etiqueta: string) => etiqueta.startsWith('</');
const esApertura = (etiqueta: string) => !esCierre(etiqueta) && !etiqueta.endsWith('/>');

/**
 * `markup` as React writes it: no comments, no text that is only whitespace between tags, runs of
 * whitespace as one space, and no space just inside an element (after its opening tag, before its
 * closing one). A space between a text and a sibling element stays: it shows. Tags are kept as
 * they are (the browser parses them alike, whatever their line breaks).
 */
export function comoLoEscribeReact(markup: string): string {
  const partes = markup.replace(/<!--[\s\S]*?-->/g, '').split(/(<[^>]+>)/);
  let salida = '';
  partes.forEach((parte, i) => {
    // split() with a capture group: the tags are at the odd places.
    if (i % 2 === 1) {
      salida += parte;
      return;
    }
    if (!parte.trim()) return;
    let texto = parte.replace(/\s+/g, ' ');
    const antes = partes[i - 1];
    const despues = partes[i + 1];
    if (!antes || esApertura(antes)) texto = texto.trimStart();
    if (!despues || esCierre(despues)) texto = texto.trimEnd();
    salida += texto;
  });
  return salida;
}

/** The HTML with the content of RAIZ_HIDRATABLE written as React writes it; any other page as it is. */
export function raizComoLaEscribeReact(html: string): string {
  const inicio = html.indexOf(RAIZ_HIDRATABLE);
  if (inicio === -1) return html;
  const desde = inicio + RAIZ_HIDRATABLE.length;
  // The root is the body's last element (the entry's script may follow it).
  const hasta = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return html.slice(0, desde) + comoLoEscribeReact(html.slice(desde, hasta)) + html.slice(hasta);
}
