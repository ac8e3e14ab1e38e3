// web/login.html paints, before any script, React's first render of the sign-in page, which React
// then takes over (hydrateRoot, D86). React takes over only markup exactly as it writes it: the
// painted root, as the build writes it (prepintado.ts), must be node for node the page's first
// render — same elements, attributes and texts, down to the spaces. Otherwise React draws the page
// again, and what was typed before the script came is lost.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/login-page';
import { RAIZ_HIDRATABLE, comoLoEscribeReact, raizComoLaEscribeReact } from './prepintado';

// A path, not a URL object: jsdom's URL is no file URL to Node.
const html = readFileSync(fileURLToPath(import.meta.url).replace(/src\/login\/[^/]+$/, 'login.html'), 'utf8');

/** The content of the root element of an HTML page. */
const raiz = (documento: string) => {
  const desde = documento.indexOf(RAIZ_HIDRATABLE) + RAIZ_HIDRATABLE.length;
  return documento.slice(desde, documento.lastIndexOf('</div>', documento.indexOf('</body>')));
};

const fragmento = (markup: string) => {
  const plantilla = document.createElement('template');
  plantilla.innerHTML = markup;
  return plantilla.content;
};

/** The markup, one node a line (sorted attributes, texts in quotes with their spaces), for a readable difference. */
function lineas(markup: string): string {
  const salida: string[] = [];
  const visitar = (nodo: Node, nivel: number) => {
    const sangria = '  '.repeat(nivel);
    if (nodo.nodeType === Node.TEXT_NODE) salida.push(`${sangria}${JSON.stringify(nodo.textContent)}`);
    else if (nodo instanceof Element) {
      const atributos = [...nodo.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      salida.push(`${sangria}<${[nodo.localName, ...atributos].join(' ')}>`);
      for (const hijo of nodo.childNodes) visitar(hijo, nivel + 1);
    } else salida.push(`${sangria}(node ${nodo.nodeType})`);
  };
  for (const hijo of fragmento(markup).childNodes) visitar(hijo, 0);
  return salida.join('\n');
}

const primerRender = () =>
  renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LoginPage />
    </SWRConfig>,
  );

describe('web/login.html', () => {
  it("paints the page's first render, node for node, as the build writes it", () => {
    const pintada = comoLoEscribeReact(raiz(html));
    const react = primerRender();
    expect(lineas(pintada)).toBe(lineas(react));
    expect(fragmento(pintada).isEqualNode(fragmento(react))).toBe(true);
    // The whole page goes through the same writing: the root's content only, the rest as it is.
    const escrita = raizComoLaEscribeReact(html);
    expect(raiz(escrita)).toBe(pintada);
    expect(escrita.slice(0, escrita.indexOf(RAIZ_HIDRATABLE))).toBe(html.slice(0, html.indexOf(RAIZ_HIDRATABLE)));
  });

  it('cannot send the painted form: its button is disabled until the script is in', () => {
    const form = fragmento(raiz(html)).querySelector('form');
    expect(form?.querySelectorAll('input:not([type="hidden"])')).toHaveLength(2);
    const botones = [...(form?.querySelectorAll('button[type="submit"], input[type="submit"], button:not([type])') ?? [])];
    expect(botones.map((b) => [b.textContent, b.hasAttribute('disabled')])).toEqual([['Acceder', true]]);
  });
});

describe('comoLoEscribeReact', () => {
  it('drops the formatting and keeps the spaces that show', () => {
    expect(
      comoLoEscribeReact(`
        <div class="a">
          <!-- a note -->
          <p>
            Una línea
            que sigue
          </p>
          <span>Negrita:</span> y el resto
          <input
            id="x"
            name="y"
          />
        </div>
      `),
    ).toBe(
      '<div class="a"><p>Una línea que sigue</p><span>Negrita:</span> y el resto <input\n            id="x"\n            name="y"\n          /></div>',
    );
  });

  it('leaves a page without the root React takes over as it is', () => {
    const otra = '<body>\n  <div id="root">\n    <p> hola </p>\n  </div>\n</body>';
    expect(raizComoLaEscribeReact(otra)).toBe(otra);
  });
});
