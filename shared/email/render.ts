// Rendering an email template (D62): the server sends with it and the Email panel's live
// preview shows the same function's output, so what the superadmin sees is what goes out.
// Placeholders are `{{nombre}}` only — no helpers, no raw `{{{…}}}` — and every value is
// HTML-escaped; the subject is plain text on one line. The body goes inside one branded layout
// (the company's or the platform's name and colour, no remote images, a single 600 px column that
// narrows on a phone) and a plain-text part is generated from it.
import type { VarianteEspanol } from '../espanol.js';
import { type DefinicionPlantilla } from './plantillas.js';

const MARCADOR = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export interface TextoPlantilla {
  subject: string;
  html: string;
}

export interface Marca {
  /** The company's name, or the platform's. */
  nombre: string;
  /** `#rrggbb`: the header band. */
  color?: string;
  /** The Spanish its candidates read (D215): a candidate's mail in the default text speaks it. */
  variante?: VarianteEspanol;
}

export interface EmailRenderizado {
  subject: string;
  html: string;
  text: string;
}

export const LIMITES_PLANTILLA = { subject: 200, html: 20_000 } as const;

/** The placeholders a text uses, each once, in order. */
export function marcadoresDe(texto: string): string[] {
  return [...new Set([...texto.matchAll(MARCADOR)].map((m) => m[1]!))];
}

const PELIGROSO = /<\s*(script|iframe|object|embed|form|frame|frameset|link|meta|base)\b|\son[a-z]+\s*=|javascript:/i;
const IMAGEN_REMOTA = /<img\b[^>]*\ssrc\s*=\s*["']?\s*(https?:)?\/\//i;

/** What is wrong with an edited template (a Spanish sentence), or null. */
export function problemaDePlantilla(def: DefinicionPlantilla, t: TextoPlantilla): string | null {
  if (!t.subject.trim()) return `El asunto de «${def.nombre}» no puede estar vacío`;
  if (!t.html.trim()) return `El contenido de «${def.nombre}» no puede estar vacío`;
  if (t.subject.length > LIMITES_PLANTILLA.subject)
    return `El asunto de «${def.nombre}» supera los ${LIMITES_PLANTILLA.subject} caracteres`;
  if (t.html.length > LIMITES_PLANTILLA.html) return `El contenido de «${def.nombre}» supera los ${LIMITES_PLANTILLA.html} caracteres`;
  if (/[\r\n]/.test(t.subject)) return `El asunto de «${def.nombre}» debe ocupar una sola línea`;
  const texto = t.subject + t.html;
  if (/\{\{\s*[{&#/!>^]/.test(texto)) return `«${def.nombre}» solo admite marcadores simples como {{nombre}}`;
  const desconocidos = marcadoresDe(texto).filter((m) => !Object.hasOwn(def.variables, m));
  if (desconocidos.length > 0)
    return `«${def.nombre}» no tiene ${desconocidos.map((m) => `{{${m}}}`).join(', ')}: usa ${Object.keys(def.variables)
      .map((m) => `{{${m}}}`)
      .join(', ')}`;
  const faltan = (def.obligatorias ?? []).filter((m) => !marcadoresDe(texto).includes(m));
  if (faltan.length > 0)
    return `«${def.nombre}» necesita ${faltan.map((m) => `{{${m}}}`).join(', ')}: sin ellos el email no dice lo que la persona aprobó`;
  if (PELIGROSO.test(t.html)) return `El contenido de «${def.nombre}» no puede llevar scripts, formularios, marcos ni atributos on…`;
  if (IMAGEN_REMOTA.test(t.html)) return `El contenido de «${def.nombre}» no puede cargar imágenes remotas`;
  return null;
}

export function escaparHtml(valor: string): string {
  return valor.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Marks the end of a value that ends in a full stop, for the pass that drops the sentence's own after it. */
const FIN_CON_PUNTO = '\uE000';

function rellenar(texto: string, vars: Record<string, string>, escapar: (v: string) => string): string {
  return (
    texto
      .replace(MARCADOR, (_, nombre: string) => {
        if (!Object.hasOwn(vars, nombre)) throw new Error(`Missing value for template placeholder {{${nombre}}}`);
        const valor = vars[nombre]!;
        return escapar(valor) + (/[^.]\.$/.test(valor) ? FIN_CON_PUNTO : '');
      })
      // A value that ends in a full stop («Acme S.L.») where the sentence puts its own (closing tags
      // between) keeps its own and the sentence's goes: never «S.L..» (issue 54 item 7).
      .replace(/\uE000((?:<\/[a-z]+>)*)\.(?!\.)/gi, '$1')
      .replaceAll(FIN_CON_PUNTO, '')
  );
}

const ENTIDADES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * Elements whose content is never text a reader sees: dropped whole, content included (D129; a
 * «<script>alert(1)</script>» in an edited template once showed as «alert(1)» in the text part).
 * An element left open drops the rest of the body; comments go too.
 */
const SIN_TEXTO = /<(script|style|head|title|noscript|template|iframe|object|svg)\b[\s\S]*?(<\/\1\s*>|$)/gi;

/** The plain-text part of a body: links as "text (url)", paragraphs apart, no tags. */
export function textoDeHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(SIN_TEXTO, '')
    .replace(/<a\b[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, texto: string) => {
      const limpio = texto.replace(/<[^>]+>/g, '');
      return limpio === href ? href : `${limpio} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTIDADES[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const COLOR_POR_DEFECTO = '#2b6cb0';

/** Dark text on a light band, white on a dark one (WCAG relative luminance). */
function colorDeTexto(fondo: string): string {
  const canal = (i: number) => {
    const c = parseInt(fondo.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
  return l > 0.4 ? '#1a202c' : '#ffffff';
}

const pie = (nombre: string) =>
  nombre === 'Talentia' ? 'Este email lo envía Talentia.' : `Este email lo envía ${nombre} a través de Talentia.`;

/** The one layout every email goes out in. */
export function layoutEmail(cuerpoHtml: string, marca: Marca, asunto: string): string {
  const color = marca.color && /^#[0-9a-fA-F]{6}$/.test(marca.color) ? marca.color : COLOR_POR_DEFECTO;
  const nombre = escaparHtml(marca.nombre);
  return (
    '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escaparHtml(asunto)}</title>` +
    '<style>a{color:' +
    color +
    '}@media (max-width:620px){.contenedor{width:100%!important}.contenido{padding:20px 16px!important}}</style>' +
    '</head><body style="margin:0;padding:0;background:#f4f5f7;">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;"><tr><td align="center" style="padding:16px 8px;">' +
    '<table role="presentation" class="contenedor" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">' +
    `<tr><td style="background:${color};color:${colorDeTexto(color)};padding:18px 24px;font:bold 20px Arial,Helvetica,sans-serif;">${nombre}</td></tr>` +
    `<tr><td class="contenido" style="padding:28px 24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1a202c;word-break:break-word;">${cuerpoHtml}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font:12px/1.4 Arial,Helvetica,sans-serif;color:#4a5568;">` +
    `${pie(nombre)} Si no esperabas recibirlo, puedes ignorarlo.</td></tr>` +
    '</table></td></tr></table></body></html>'
  );
}

/** A template filled with its values as plain text: its subject and its body's text, for a person to edit before it is sent (D180). */
export function rellenarTexto(t: TextoPlantilla, vars: Record<string, string>): { subject: string; texto: string } {
  return {
    subject: rellenar(t.subject, vars, (x) => x.replace(/[\r\n]+/g, ' ')).trim(),
    texto: textoDeHtml(rellenar(t.html, vars, escaparHtml)),
  };
}

/** A template filled with its values (escaped), inside the layout, with its text part. */
export function renderPlantilla(t: TextoPlantilla, vars: Record<string, string>, marca: Marca): EmailRenderizado {
  const subject = rellenar(t.subject, vars, (x) => x.replace(/[\r\n]+/g, ' ')).trim();
  const cuerpo = rellenar(t.html, vars, escaparHtml);
  const text = `${marca.nombre}\n\n${textoDeHtml(cuerpo)}\n\n--\n${pie(marca.nombre)}`;
  return { subject, html: layoutEmail(cuerpo, marca, subject), text };
}
