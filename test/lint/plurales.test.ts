// One plural helper for every count (issue 65 item 6): a number written into a Spanish text before a
// plural noun goes through `cuenta()` (shared/plural.ts), so «1 entrevistas», «1 preguntas» or «lo
// respondieron 1 personas» cannot be produced. What this reads: every `${…} <plural noun>` in the
// product's source (functions, shared, web); allowed only after «de» («3 de ${total} respuestas», where
// the noun agrees with the set, not the count), after the singular handled just before, or for a
// number that can never be 1 (named constants in capitals). And every template of shared/messages.ts
// with a placeholder before a plural word («{n} empresas», «{total} filas», «{n} no válidos»): its
// caller passes the phrase `cuenta()` wrote («{filas}» ← «1 fila»), or the count is one of the
// product's constants, never 1 (CONSTANTES below, each checked), or the singular is a message of its
// own chosen just before (SINGULAR_APARTE, each call site checked).
import { LOTE_VACANTE } from '../../shared/schemas/lote-vacante.js';
import { ETAPAS } from '../../shared/schemas/etapas-vacante.js';
import { MAX_PLANTILLAS_ETAPA } from '../../shared/schemas/vacante.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_LADO_IMAGEN } from '../../functions/lib/contenido-archivo.js';
import { MAX_PLANTILLAS_PROPIAS } from '../../functions/lib/db/plantillas-propias.js';
import { DIAS_HASTA_DESACTIVAR } from '../../functions/lib/webhooks/constantes.js';
import { AYUDA } from '../../shared/ayuda-candidato.js';
import { BORRADO_SOLICITADO, MIS_DATOS, PLAN_ESTRATEGICO, RECUPERACION_PASSWORD } from '../../shared/constants.js';
import * as MENSAJES from '../../shared/messages.js';
import { OPINION } from '../../shared/opinion.js';
import { RETENCION } from '../../shared/retencion.js';
import { REENVIO_INVITACION } from '../../shared/schemas/candidato-envios.js';
import { CLAVES_ACCESO } from '../../shared/schemas/clave-acceso.js';
import { COMENTARIOS } from '../../shared/schemas/comentarios.js';
import { MAX_CONFIGURACIONES_POR_EMPRESA } from '../../shared/schemas/configuracion-entradas.js';
import { DOSIER } from '../../shared/schemas/dosier.js';
import { IMPUGNACION } from '../../shared/schemas/impugnacion.js';
import { DIAS_PRUEBA } from '../../shared/schemas/onboarding.js';
import { SUPERVISION } from '../../shared/schemas/supervision.js';
import { MAX_WEBHOOKS_POR_EMPRESA } from '../../shared/schemas/webhooks.js';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const NOMBRES =
  'entrevistas|personas|candidatos|candidatas|preguntas|respuestas|plantillas|usuarios|empresas|días|horas|minutos|competencias|veces|áreas|informes|licencias|activas|activos';
// `${n} nombres` in a template, `{n} nombres` in JSX text.
const CUENTA = new RegExp(`(.{0,12})\\$?\\{([^{}]+)\\} (?:${NOMBRES})\\b(?!=)`, 'g');
/** A number that is never 1: a constant in capitals, a list's length that is ≥ 2 by construction, or minutes from the product's own choices. */
const NUNCA_UNO =
  /^(?:[A-Z_.]+|[A-Z][A-Z_]*\.[A-Za-z]+|PLANTILLAS_EMAIL\.length|LICENCIAS\.\w+|SUSCRIPCION\.\w+|DIAS_HASTA_DESACTIVAR|MIN_PALABRAS|d)$/;

function fuentes(dir: string): string[] {
  return readdirSync(join(RAIZ, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('testing'))
    .map((f) => join(dir, f));
}

describe('counts in Spanish texts', () => {
  it('a number before a plural noun goes through cuenta() (no «1 entrevistas» can be written)', () => {
    const sueltas: string[] = [];
    // shared/messages.ts's `{n}` placeholders are fmt()'s, read by the catalogue's own test below.
    for (const f of ['functions', 'shared', 'web/src'].flatMap(fuentes).filter((f) => f !== 'shared/messages.ts')) {
      const texto = readFileSync(join(RAIZ, f), 'utf8');
      for (const m of texto.matchAll(CUENTA)) {
        const antes = m[1]!;
        const expresion = m[2]!.trim();
        if (/\bde (?:las |los )?$/.test(antes) || NUNCA_UNO.test(expresion)) continue;
        // The singular handled just before it: «n === 1 ? '1 usuario' : `${n} usuarios`», «if (dias > 1) …».
        let desde = m.index;
        for (let i = 0; i < 3; i++) desde = Math.max(0, texto.lastIndexOf('\n', desde - 1));
        const lineas = texto.slice(desde, texto.indexOf('\n', m.index));
        const e = expresion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`${e} (?:=== 1\\b|> 1\\))`).test(lineas)) continue;
        sueltas.push(`${f}: ${m[0].trim()}`);
      }
    }
    expect(sueltas).toEqual([]);
  });
});

/** Words in -s after a placeholder that are no plural noun: «{n} más», «{nombre} es…», «{x} las…», «{n} mes». */
const NO_NOMBRE = /^(?:es|mes|más|menos|las|los|les|sus|tus|mis|nos|pues|tras|antes|después|además|entonces|mientras|jamás|quizás)$/;

/**
 * The placeholders of a fmt() template written before a plural word: «{n} entrevistas», «{n} no
 * válidos». Not «{procesadas} de {total} filas» nor «{borrados}/{total} usuarios» (the noun agrees
 * with the whole set, as «de» in the source above), nor «{segundos} s», «{nombre} es…».
 */
function cuentasEnPlantilla(plantilla: string): string[] {
  const delante: string[] = [];
  for (const m of plantilla.matchAll(/\{(\w+)\}[ \u00a0](?:no )?(\p{L}+)/gu)) {
    const palabra = m[2]!;
    if (!/\p{L}s$/u.test(palabra) || NO_NOMBRE.test(palabra.toLowerCase())) continue;
    if (/\{\w+\}(?: de |\/)$/.test(plantilla.slice(0, m.index))) continue;
    delante.push(m[1]!);
  }
  return delante;
}

/** Every string of the catalogue by its path: `entrevistas.limite` → its template. */
function plantillas(valor: unknown, ruta = ''): [string, string][] {
  if (typeof valor === 'string') return [[ruta, valor]];
  if (valor && typeof valor === 'object') return Object.entries(valor).flatMap(([k, v]) => plantillas(v, ruta ? `${ruta}.${k}` : k));
  return [];
}

/**
 * Counts that are the product's constants, never 1 (each checked > 1 below): message → placeholder →
 * the constant every call site passes. A count that can vary goes through `cuenta()` instead.
 */
const CONSTANTES: Record<string, Record<string, number>> = {
  'vacantes.loteDemasiados': { max: LOTE_VACANTE.maxCandidatos },
  'vacantes.etapaNombreLargo': { max: ETAPAS.nombreMax },
  'vacantes.etapasDemasiadas': { max: ETAPAS.max },
  'vacantes.plantillasEtapaDemasiadas': { max: MAX_PLANTILLAS_ETAPA },
  'apis.claveLongitud': { max: 400 }, // the literal of shared/proveedores-ia.ts: «entre 10 y 400 caracteres»
  'ayuda.textoLargo': { max: AYUDA.textoMax },
  'ayuda.maximoAjustes': { max: AYUDA.ajustesMax },
  'ayuda.maximoMensajes': { max: AYUDA.mensajesMax },
  'borradoSolicitado.motivoCorto': { min: BORRADO_SOLICITADO.motivoMin },
  'borradoSolicitado.motivoLargo': { max: BORRADO_SOLICITADO.motivoMax },
  'borradoSolicitado.plazoAyuda': { max: BORRADO_SOLICITADO.plazoDiasMax },
  'clavesAcceso.nombreLargo': { max: CLAVES_ACCESO.nombreMax },
  'clavesAcceso.caducidadLejana': { dias: CLAVES_ACCESO.caducidadMaximaDias },
  'clavesAcceso.limiteClaves': { max: CLAVES_ACCESO.maxPorEmpresa },
  'comentarios.textoLargo': { max: COMENTARIOS.textoMax },
  'comentarios.citaLarga': { max: COMENTARIOS.citaMax },
  'comentarios.demasiados': { max: COMENTARIOS.maxPuntos },
  'comentarios.citaCorta': { min: COMENTARIOS.minPalabrasCita },
  'comentarios.asuntoLargo': { max: COMENTARIOS.asuntoMax },
  'comentarios.mensajeLargo': { max: COMENTARIOS.mensajeMax },
  'configuracion.limiteEntradas': { max: MAX_CONFIGURACIONES_POR_EMPRESA },
  'dosier.periodoLargo': { meses: DOSIER.mesesMax },
  'dosier.organoLargo': { max: DOSIER.organoMax },
  'dosier.destinatariosLargo': { max: DOSIER.destinatariosMax },
  'dosier.respuestaLarga': { max: DOSIER.respuestaMax },
  'datos.respuestasDosierInvalidas': { max: DOSIER.respuestaMax },
  'enviosCandidato.reenvioMaximo': { max: REENVIO_INVITACION.maximo },
  'enviosCandidato.reenvioPronto': { minutos: REENVIO_INVITACION.minutosEntre },
  'impugnacion.opinionLarga': { max: IMPUGNACION.opinionMax },
  'impugnacion.respuestaLarga': { max: IMPUGNACION.respuestaMax },
  'impugnacion.maximo': { max: IMPUGNACION.maxPorEntrevista },
  'misDatos.solicitada': { minutos: MIS_DATOS.validezMinutos },
  'onboarding.pruebaDias': { dias: DIAS_PRUEBA },
  'onboarding.pruebaDetalle': { dias: DIAS_PRUEBA },
  'opinionProceso.comentarioLargo': { max: OPINION.comentarioMax },
  'password.recuperacionSolicitada': { minutos: RECUPERACION_PASSWORD.validezMinutos },
  'perfil.imagenDimensiones': { max: MAX_LADO_IMAGEN },
  'planEstrategico.nombreLargo': { max: 200 }, // NOMBRE_PLAN_MAX of shared/schemas/empresa.ts (not exported)
  'planEstrategico.textoLargo': { max: PLAN_ESTRATEGICO.maxCaracteresTexto },
  'planEstrategico.textoRecortado': { max: PLAN_ESTRATEGICO.maxCaracteresTexto },
  'plantillasPropias.maximo': { max: MAX_PLANTILLAS_PROPIAS },
  'retencion.fueraDePlazo': { dias: RETENCION.diasAviso },
  'supervision.periodoLargo': { meses: SUPERVISION.mesesExportacionMax },
  'supervision.demasiadas': { max: SUPERVISION.entradasExportacionMax },
  'supervision.motivoLargo': { max: SUPERVISION.motivoMax },
  'webhooks.maximo': { max: MAX_WEBHOOKS_POR_EMPRESA },
  'webhooks.avisoFallos': { dias: DIAS_HASTA_DESACTIVAR },
};

/** Placeholders that hold words, not a count: message → placeholders. */
const NO_CUENTAS: Record<string, string[]> = {
  'apis.claveGuardada': ['PROVIDER'], // «Cambios de OpenAI guardados»
  'datos.limpiado': ['empresa'], // «Datos de Acme borrados»
  // A range's label (shared/rangos-empleados.ts, the form's only values): «1-10», «Más de 500».
  'demo.notificacionMensaje': ['tamano'],
  'demo.notificacionMensajeAlta': ['tamano'],
};

/**
 * Messages for two or more whose singular is a message of its own: message → its count and the
 * singular's key. Every call site chooses it just before («activas === 1 ? msg.sinLicencia : …»).
 */
const SINGULAR_APARTE: Record<string, { cuenta: string; singular: string }> = {
  'entrevistas.sinLicencias': { cuenta: 'activas', singular: 'sinLicencia' },
};

describe('counts in the message catalogue (shared/messages.ts)', () => {
  it.each([
    ['La empresa tiene {n} entrevistas', ['n']],
    ['Se ha alcanzado el límite de {limite} candidatos del plan', ['limite']],
    ['{archivo}: {creados} creados, {invalidos} no válidos', ['creados', 'invalidos']],
    ['Como mucho {max} puntos fuertes y {max} aspectos a mejorar', ['max', 'max']],
    ['Importación en curso: {filas}', []],
    ['Procesando {procesadas} de {total} filas…', []],
    ['Eliminando… ({borrados}/{total} usuarios)', []],
    ['Vuelve a intentarlo en {segundos} s', []],
    ['{nombre} es obligatorio; {n} más', []],
  ])('the detector reads «%s» as %j', (plantilla, delante) => {
    expect(cuentasEnPlantilla(plantilla)).toEqual(delante);
  });

  it('a number before a plural noun goes through cuenta(), or is a constant never 1, or has its singular apart', () => {
    const catalogo = new Map(plantillas(MENSAJES));
    const sueltas: string[] = [];
    const usadas = new Set<string>();
    for (const [ruta, plantilla] of catalogo) {
      for (const marcador of cuentasEnPlantilla(plantilla)) {
        const clave = `${ruta} {${marcador}}`;
        usadas.add(clave);
        const constante = CONSTANTES[ruta]?.[marcador];
        if (constante !== undefined) {
          if (!(constante > 1)) sueltas.push(`${clave}: its constant is ${constante}`);
        } else if (!NO_CUENTAS[ruta]?.includes(marcador) && SINGULAR_APARTE[ruta]?.cuenta !== marcador) {
          sueltas.push(`${clave}: ${plantilla}`);
        }
      }
    }
    expect(sueltas).toEqual([]);
    // No allowance outlives its message.
    const permitidas = [
      ...Object.entries(CONSTANTES).flatMap(([ruta, m]) => Object.keys(m).map((k) => `${ruta} {${k}}`)),
      ...Object.entries(NO_CUENTAS).flatMap(([ruta, ks]) => ks.map((k) => `${ruta} {${k}}`)),
      ...Object.entries(SINGULAR_APARTE).map(([ruta, s]) => `${ruta} {${s.cuenta}}`),
    ];
    expect(permitidas.filter((p) => !usadas.has(p))).toEqual([]);
  });

  it.each(Object.entries(SINGULAR_APARTE))('%s: every call site chooses the singular just before', (ruta, { cuenta: n, singular }) => {
    const seccion = ruta.split('.')[0]!;
    expect(typeof catalogoDe(seccion)?.[singular]).toBe('string');
    const clave = ruta.split('.').pop()!;
    const usos: string[] = [];
    for (const f of ['functions', 'shared', 'web/src'].flatMap(fuentes)) {
      const texto = readFileSync(join(RAIZ, f), 'utf8');
      const lineas = texto.split('\n');
      lineas.forEach((linea, i) => {
        if (!new RegExp(`\\.${clave}\\b`).test(linea)) return;
        const antes = lineas.slice(Math.max(0, i - 3), i + 1).join('\n');
        usos.push(new RegExp(`\\b${n} === 1\\b`).test(antes) && new RegExp(`\\.${singular}\\b`).test(antes) ? 'ok' : `${f}:${i + 1}`);
      });
    }
    expect(usos.length).toBeGreaterThan(0);
    expect(usos.filter((u) => u !== 'ok')).toEqual([]);
  });
});

function catalogoDe(seccion: string): Record<string, unknown> | undefined {
  return (MENSAJES as unknown as Record<string, Record<string, unknown>>)[seccion];
}
