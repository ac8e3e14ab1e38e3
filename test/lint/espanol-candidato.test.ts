// The candidate's Spanish (issue 67 item 5, D215): every text a candidate reads is written once in Spain's
// Spanish with its tú words marked (shared/espanol.ts), so that it reads in usted and in voseo too. This
// reads every string and JSX text of the candidate-facing files with TypeScript's parser and refuses a
// tú form that is not marked, or a mark the catalogue does not know. The files not converted yet are
// listed with their fallback (Spain's Spanish) and the test holds the list true both ways: a listed file
// must still need it, so the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack.js';
import { FORMAS_TU_INEQUIVOCAS, formaDe, marcasDe, VARIANTES_ESPANOL } from '../../shared/espanol.js';
import { TEXTOS_EQUIDAD } from '../../shared/equidad.js';
import * as mensajes from '../../shared/messages.js';

function fuentes(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = join(dir, n);
    if (statSync(f).isDirectory()) return fuentes(f);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [f] : [];
  });
}

/** What the candidate reads: their pages (the interview, «Mis datos», the apply page) and the shared texts they show. */
const CANDIDATO = [
  ...fuentes(join(REPO_ROOT, 'web/src/features/entrevista-publica')),
  ...[
    'shared/aviso-entrevista.ts',
    'shared/aviso-postulacion.ts',
    'shared/ayuda-candidato.ts',
    'shared/mis-datos-explicacion.ts',
    'shared/paises.ts',
    'shared/whatsapp-plantillas.ts',
  ].map((f) => join(REPO_ROOT, f)),
].map((f) => relative(REPO_ROOT, f));

/**
 * Files still in Spain's Spanish for every country (the stated fallback), each with why: none today.
 * Outside these files and not converted (D215 says so): the candidate's mails (the company's editable
 * templates, shared/email/) and the feedback's own words (the reviewer's). The server's messages a
 * candidate reads are checked below, by group.
 */
const PENDIENTES: Readonly<Record<string, string>> = {};

/** Every string, template piece and JSX text of a file, with its line. */
function textos(fichero: string): Array<{ linea: number; texto: string }> {
  const fuente = ts.createSourceFile(fichero, readFileSync(join(REPO_ROOT, fichero), 'utf8'), ts.ScriptTarget.Latest, true);
  const fuera: Array<{ linea: number; texto: string }> = [];
  const visitar = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isStringLiteralLike(n) || ts.isTemplateLiteralToken(n) || ts.isJsxText(n)) {
      fuera.push({ linea: fuente.getLineAndCharacterOfPosition(n.getStart()).line + 1, texto: n.text });
    }
    ts.forEachChild(n, visitar);
  };
  visitar(fuente);
  return fuera;
}

/** The unmarked tú forms of a text (the marks removed first). */
const sinMarcar = (texto: string): string[] =>
  (texto.replace(/‹[^›]*›/g, ' ').match(/[\p{L}]+/gu) ?? []).filter((w) => FORMAS_TU_INEQUIVOCAS.has(w.toLocaleLowerCase('es')));

describe('the candidate’s texts read in each Spanish (D215)', () => {
  it('the list of candidate files is what the test reads', () => {
    expect(CANDIDATO.length).toBeGreaterThan(30);
    for (const f of Object.keys(PENDIENTES)) expect(CANDIDATO).toContain(f);
  });

  it('every tú form in a converted file is marked', () => {
    const fallos = CANDIDATO.filter((f) => !(f in PENDIENTES)).flatMap((f) =>
      textos(f).flatMap(({ linea, texto }) => sinMarcar(texto).map((w) => `${f}:${linea} «${w}»`)),
    );
    expect(fallos).toEqual([]);
  });

  it('a file listed as pending still has an unmarked tú form (converted, it leaves the list)', () => {
    const convertidos = Object.keys(PENDIENTES).filter((f) => textos(f).every(({ texto }) => sinMarcar(texto).length === 0));
    expect(convertidos).toEqual([]);
  });

  it('every mark is in the catalogue, or carries its three forms', () => {
    const fallos = CANDIDATO.flatMap((f) =>
      textos(f).flatMap(({ linea, texto }) =>
        marcasDe(texto)
          .filter((m) => VARIANTES_ESPANOL.some((v) => formaDe(m, v) === undefined))
          .map((m) => `${f}:${linea} ‹${m}›`),
      ),
    );
    expect(fallos).toEqual([]);
  });
});

/**
 * The server's messages a candidate reads (shared/messages.ts): whole groups of the public routes, and
 * the confirmations those routes send back from groups the staff's screens share. The public handlers
 * answer them in the company's Spanish (functions/lib/variante-peticion.ts).
 */
const solo = <T extends Readonly<Record<string, unknown>>, K extends keyof T>(m: T, claves: readonly K[]) =>
  Object.fromEntries(claves.map((k) => [k, m[k]])) as Pick<T, K>;

const MENSAJES_CANDIDATO: Record<string, Readonly<Record<string, unknown>>> = {
  publico: mensajes.publico,
  misDatos: mensajes.misDatos,
  'equidad (shared/equidad.ts)': TEXTOS_EQUIDAD,
  opinionProceso: solo(mensajes.opinionProceso, [
    'cuerpo',
    'puntuacionInvalida',
    'comentarioLargo',
    'vacia',
    'yaEnviada',
    'noFinalizada',
    'gracias',
  ]),
  impugnacion: solo(mensajes.impugnacion, [
    'opinionObligatoria',
    'opinionLarga',
    'sinInforme',
    'yaPendiente',
    'maximo',
    'enviada',
    'resultadoRevisada',
    'resultadoRevisadaSinCambios',
    'resultadoSinRevision',
    'resultadoSinCambios',
    'resultadoLeida',
    'resultadoPosterior',
  ]),
  ayuda: solo(mensajes.ayuda, [
    'tiposObligatorios',
    'tipoDesconocido',
    'textoLargo',
    'mensajeObligatorio',
    'otroSinTexto',
    'demasiadas',
    'maximoAjustes',
    'maximoMensajes',
    'terminadaTiempo',
    'sinLimiteDeTiempo',
    'ajusteEnviado',
    'mensajeEnviado',
    'yaEnviado',
  ]),
  retencion: solo(mensajes.retencion, [
    'consentimientoCambiado',
    'conservarGuardado',
    'conservarRetirado',
    'ampliada',
    'sinConsentimiento',
    'fueraDePlazo',
    'empresaNoEncontrada',
  ]),
  // WhatsApp notices (issue 68 item 3): the words, the box's texts and the candidate's confirmations.
  whatsappOptIn: solo(mensajes.whatsappOptIn, [
    'texto',
    'titulo',
    'explicacion',
    'registrado',
    'retirado',
    'textoCambiado',
    'textoObligatorio',
    'noDisponible',
    'activoDesde',
  ]),
  // The candidate's page («Mis datos»): everything before the company's side.
  borradoSolicitado: solo(mensajes.borradoSolicitado, [
    'pedir',
    'confirmarTitulo',
    'queSeBorra',
    'queSeQueda',
    'plazoEmpresa',
    'confirmar',
    'cancelar',
    'pendiente',
    'opuesta',
    'opuestaContacto',
    'solicitado',
    'noSolicitado',
    'noEncontrado',
  ]),
  // The apply page's refusals and confirmation (the staff's publishing messages stay in Spain's Spanish).
  postulacion: solo(mensajes.postulacion, [
    'noEncontrado',
    'enPausa',
    'cerrada',
    'nombreObligatorio',
    'nombreLargo',
    'nombreMarcado',
    'telefonoInvalido',
    'avisoObligatorio',
    'avisoCambiado',
    'demasiadas',
    'demasiadasVacante',
    'recibida',
    'yaInscrito',
    'yaInscritoSinReenvio',
    'yaEnCurso',
    'sinPlazas',
    'noDisponible',
    'yaEntrevistado',
  ]),
};

const mensajesCandidato = () =>
  Object.entries(MENSAJES_CANDIDATO).flatMap(([grupo, m]) =>
    Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [{ donde: `${grupo}.${k}`, texto: v }] : [])),
  );

describe('the server’s messages the candidate reads, in each Spanish (D215)', () => {
  it('every tú form is marked', () => {
    expect(mensajesCandidato().length).toBeGreaterThan(25);
    const fallos = mensajesCandidato().flatMap(({ donde, texto }) => sinMarcar(texto).map((w) => `${donde} «${w}»`));
    expect(fallos).toEqual([]);
  });

  it('every mark is in the catalogue, or carries its three forms', () => {
    const fallos = mensajesCandidato().flatMap(({ donde, texto }) =>
      marcasDe(texto)
        .filter((m) => VARIANTES_ESPANOL.some((v) => formaDe(m, v) === undefined))
        .map((m) => `${donde} ‹${m}›`),
    );
    expect(fallos).toEqual([]);
  });
});
