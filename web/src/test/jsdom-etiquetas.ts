// jsdom finds a <label for="x">'s control by walking the whole document, and `element.labels`
// (what testing-library's getByLabelText reads) does that once per label of the document: on the
// screens' large Chakra trees that was half of the web layer's time (D74, measured with a CPU
// profile). The same lookup through the document's id index (jsdom keeps one: getElementById is
// the first element with that id in tree order, which is what the HTML spec asks of `control`).
// Behaviour is unchanged: a label without `for`, or outside a document, takes jsdom's own path.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface ImplNodo {
  nodeType: number;
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(opts: object): ImplNodo & { getElementById?: (id: string) => ImplNodo | null; _byIdCache?: unknown };
}

const require = createRequire(import.meta.url);
const raizJsdom = dirname(require.resolve('jsdom/package.json'));
const vivo = (ruta: string) => require(join(raizJsdom, 'lib/jsdom/living', ruta));
const { implementation: EtiquetaImpl } = vivo('nodes/HTMLLabelElement-impl.js') as { implementation: { prototype: object } };
const { isLabelable } = vivo('helpers/form-controls.js') as { isLabelable(n: ImplNodo): boolean };

const original = Object.getOwnPropertyDescriptor(EtiquetaImpl.prototype, 'control')?.get;
if (!original) throw new Error('jsdom ya no define HTMLLabelElement.control: revisa web/src/test/jsdom-etiquetas.ts');

Object.defineProperty(EtiquetaImpl.prototype, 'control', {
  configurable: true,
  get(this: ImplNodo) {
    if (!this.hasAttributeNS(null, 'for')) return original.call(this);
    const para = this.getAttributeNS(null, 'for');
    if (para === '' || para === null) return null;
    const raiz = this.getRootNode({});
    // Only a Document keeps the id index; a fragment or a detached tree is walked as jsdom does.
    if (raiz.nodeType !== 9 || !raiz._byIdCache || !raiz.getElementById) return original.call(this);
    const control = raiz.getElementById(para);
    return control && isLabelable(control) ? control : null;
  },
});
