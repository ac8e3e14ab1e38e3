// «Calibración IA – revisores» (D154): how far the AI's scores agree with the reviewers' final
// ones, per competency, as a quadratic-weighted kappa (revision/kappa.ts) from sums the review's own
// transaction keeps — never computed by reading the reviews (D70).
// - Items `ESTAD#CALIB#{vista}#{valor}` in the company's partition, spread over fractions (`#F{n}`,
//   D111): vista GLOBAL (valor `todas`), SERVICIO (the HR template's id), REVISOR (the reviewer's
//   user id) and METODO (`integrado`, or `m-` and the model id in base64url: model ids hold ':' and
//   '.', and a key part no '#').
// - Each item holds `revisadas` and `cambiadas` (reviews, and reviews whose decision is not the AI's
//   recommendation, D80) and, per competency, six top-level attributes `c_{h}_{n|a|b|aa|bb|d2}`
//   plus `c_{h}_nombre`, the name as the report wrote it. `h` is the first 12 hex digits of the
//   SHA-256 of the normalised name (shared/texto.ts): names are free text, an attribute name is not.
// - A pair is a competency the AI scored (evaluated, a score) with the reviewer's final score: the
//   adjusted one, or the AI's when the reviewer kept it. A correction moves every item by the
//   difference (the corrected review's pairs out, the new one's in); a review saved before this
//   existed (no `enCalibracion`) was never added, so its correction only adds.
import { createHash } from 'node:crypto';
import { bandaKappa, MINIMO_CALIBRACION, type Analitica } from '../../../shared/schemas/analitica.js';
import { coincideConIA, type InformeIA, type RegistroRevision, type Validacion } from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { FRACCIONES_EMPRESA, sumarFracciones } from '../db/fracciones.js';
import { assertKeyPart, tenantPk, type Key } from '../db/keys.js';
import { pasoSumar, pasosAnalitica } from '../db/analitica.js';
import { queryAll, type TransactStep } from '../db/repository.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { CAMPOS_KAPPA, kappaCuadratica, type SumasKappa } from './kappa.js';

export const VISTAS_CALIBRACION = ['GLOBAL', 'SERVICIO', 'REVISOR', 'METODO'] as const;
export type VistaCalibracion = (typeof VISTAS_CALIBRACION)[number];

const PREFIJO = 'ESTAD#CALIB#';
/** Segments of the item's own sort key (the fraction follows them). */
const SEGMENTOS = 4;
export const TODAS = 'todas';
export const METODO_INTEGRADO = 'integrado';

export const calibracionKey = (empresaId: string, vista: VistaCalibracion, valor: string): Key => ({
  PK: tenantPk(empresaId),
  SK: `${PREFIJO}${vista}#${assertKeyPart(valor, 'calibracion')}`,
});

/** The METODO item's value of a report: the built-in analyzer, or its model. */
export function valorMetodo(procedencia: Pick<InformeIA['procedencia'], 'metodo' | 'modelo'>): string {
  return procedencia.metodo === 'integrado' ? METODO_INTEGRADO : `m-${Buffer.from(procedencia.modelo, 'utf8').toString('base64url')}`;
}

/** A METODO value back to what the screen shows. */
export function nombreMetodo(valor: string): string {
  if (valor === METODO_INTEGRADO) return 'Analizador integrado';
  return valor.startsWith('m-') ? Buffer.from(valor.slice(2), 'base64url').toString('utf8') : valor;
}

/** A competency's attribute key: names are free text, attribute names must be safe and stable. */
export function claveCompetencia(nombre: string): string {
  return createHash('sha256').update(normalizarTexto(nombre)).digest('hex').slice(0, 12);
}

const atributo = (h: string, campo: string) => `c_${h}_${campo}`;

/** One pair per competency the AI scored: [name, AI's score, reviewer's final score]. */
export function paresRevision(
  informe: Pick<InformeIA, 'softSkills'>,
  v: Pick<RegistroRevision, 'puntuacionesAjustadas'>,
): Array<[string, number, number]> {
  const ajustada = new Map(v.puntuacionesAjustadas.map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
  const vistas = new Set<string>();
  const out: Array<[string, number, number]> = [];
  for (const s of informe.softSkills) {
    const clave = normalizarTexto(s.habilidad);
    if (!s.evaluado || s.puntuacion === null || vistas.has(clave)) continue;
    vistas.add(clave);
    out.push([s.habilidad, s.puntuacion, ajustada.get(clave) ?? s.puntuacion]);
  }
  return out;
}

/** What one review adds to an item (`signo` −1 takes it out): counts and per-competency sums. */
export function aporteRevision(
  informe: Pick<InformeIA, 'softSkills'>,
  v: Pick<RegistroRevision, 'puntuacionesAjustadas' | 'decision' | 'recomendacionIA'>,
  signo: 1 | -1,
): { delta: Record<string, number>; nombres: Record<string, string> } {
  const delta: Record<string, number> = { revisadas: signo };
  // A review without the AI's recommendation was saved before D80; it never reaches here (enCalibracion).
  if (v.recomendacionIA && !coincideConIA(v.decision, v.recomendacionIA)) delta.cambiadas = signo;
  const nombres: Record<string, string> = {};
  for (const [nombre, a, b] of paresRevision(informe, v)) {
    const h = claveCompetencia(nombre);
    const valores: SumasKappa = { n: 1, a, b, aa: a * a, bb: b * b, d2: (a - b) * (a - b) };
    for (const campo of CAMPOS_KAPPA) delta[atributo(h, campo)] = signo * valores[campo];
    nombres[atributo(h, 'nombre')] = nombre;
  }
  return { delta, nombres };
}

function sumar(x: Record<string, number>, y: Record<string, number>): Record<string, number> {
  const out = { ...x };
  for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
  return out;
}

/**
 * The review's steps (on fraction `f`): GLOBAL, its template, its method and its reviewer each move
 * by the new review's share less the corrected one's (when that one was counted). A correction by
 * another reviewer takes the pairs out of the first reviewer's item and adds them to the new one's:
 * at most five items, only those whose difference is not zero.
 */
export function pasosCalibracion(e: EntrevistaItem, antes: Validacion | null, v: Validacion, f?: number): TransactStep[] {
  const informe = e.informeIA!;
  const nuevo = aporteRevision(informe, v, 1);
  const viejo = antes?.enCalibracion ? aporteRevision(informe, antes, -1) : null;
  const metodo = valorMetodo(informe.procedencia);
  const comun = viejo ? sumar(nuevo.delta, viejo.delta) : nuevo.delta;
  const pasos = [
    pasoSumar(calibracionKey(e.empresaId, 'GLOBAL', TODAS), comun, nuevo.nombres, f),
    pasoSumar(calibracionKey(e.empresaId, 'SERVICIO', e.servicioId), comun, { ...nuevo.nombres, nombre: e.servicioNombre }, f),
    pasoSumar(calibracionKey(e.empresaId, 'METODO', metodo), comun, nuevo.nombres, f),
  ];
  if (viejo && antes!.por.userId !== v.por.userId) {
    pasos.push(pasoSumar(calibracionKey(e.empresaId, 'REVISOR', antes!.por.userId), viejo.delta, {}, f));
    pasos.push(pasoSumar(calibracionKey(e.empresaId, 'REVISOR', v.por.userId), nuevo.delta, nuevo.nombres, f));
  } else pasos.push(pasoSumar(calibracionKey(e.empresaId, 'REVISOR', v.por.userId), comun, nuevo.nombres, f));
  return pasosAnalitica(...pasos);
}

/** One item's figures, its fractions summed. */
export interface AgregadoCalibracion {
  vista: VistaCalibracion;
  valor: string;
  nombre?: string;
  revisadas: number;
  cambiadas: number;
  competencias: Array<{ nombre: string; sumas: SumasKappa }>;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const ATRIBUTO = /^c_([0-9a-f]{12})_(n|a|b|aa|bb|d2|nombre)$/;

/** Every calibration item of a company (one Query of its prefix: a few items per template, reviewer, model). */
export async function leerCalibracion(empresaId: string): Promise<AgregadoCalibracion[]> {
  const items = await queryAll<Record<string, unknown> & { SK: string }>({
    pk: tenantPk(empresaId),
    skPrefix: PREFIJO,
    max: 2_000 * FRACCIONES_EMPRESA,
  });
  return sumarFracciones<Record<string, unknown>>(items, SEGMENTOS).map((item) => {
    const [, , vista, valor] = item.SK.split('#') as [string, string, VistaCalibracion, string];
    const porClave = new Map<string, { nombre: string; sumas: SumasKappa }>();
    for (const [k, v] of Object.entries(item)) {
      const m = ATRIBUTO.exec(k);
      if (!m) continue;
      const c = porClave.get(m[1]!) ?? { nombre: m[1]!, sumas: { n: 0, a: 0, b: 0, aa: 0, bb: 0, d2: 0 } };
      porClave.set(m[1]!, c);
      if (m[2] === 'nombre') c.nombre = String(v);
      else c.sumas[m[2] as keyof SumasKappa] = num(v);
    }
    return {
      vista,
      valor,
      ...(typeof item.nombre === 'string' ? { nombre: item.nombre } : {}),
      revisadas: num(item.revisadas),
      cambiadas: num(item.cambiadas),
      competencias: [...porClave.values()],
    };
  });
}

type Grupo = Analitica['calibracion']['general'];

const dos = (v: number) => Math.round(v * 100) / 100;

/** A view's row: kappa and band per competency (most reviewed first), the share of decisions changed. */
export function grupoCalibracion(a: AgregadoCalibracion | undefined, id: string, nombre: string): Grupo {
  const revisadas = Math.max(0, a?.revisadas ?? 0);
  return {
    id,
    nombre,
    revisadas,
    decisionesCambiadasPct: revisadas > 0 ? Math.round((1000 * Math.max(0, a?.cambiadas ?? 0)) / revisadas) / 10 : null,
    competencias: (a?.competencias ?? [])
      .filter((c) => c.sumas.n > 0)
      .map((c) => {
        const k = c.sumas.n >= MINIMO_CALIBRACION ? kappaCuadratica(c.sumas) : null;
        const kappa = k === null ? null : dos(k);
        return { competencia: c.nombre, revisadas: c.sumas.n, kappa, banda: bandaKappa(kappa) };
      })
      .sort((x, y) => y.revisadas - x.revisadas || x.competencia.localeCompare(y.competencia, 'es')),
  };
}

/**
 * The Analytics block. `nombresRevisores` is null when the caller may not see people's names: the
 * per-reviewer view is left out altogether (with a handful of reviewers, a pseudonym names them).
 */
export function bloqueCalibracion(items: AgregadoCalibracion[], nombresRevisores: Map<string, string> | null): Analitica['calibracion'] {
  const de = (vista: VistaCalibracion) => items.filter((i) => i.vista === vista && i.revisadas > 0);
  const orden = (x: Grupo, y: Grupo) => y.revisadas - x.revisadas || x.nombre.localeCompare(y.nombre, 'es');
  return {
    minimo: MINIMO_CALIBRACION,
    general: grupoCalibracion(
      items.find((i) => i.vista === 'GLOBAL'),
      TODAS,
      'Todas las entrevistas',
    ),
    porPlantilla: de('SERVICIO')
      .map((i) => grupoCalibracion(i, i.valor, i.nombre ?? i.valor))
      .sort(orden),
    porRevisor: nombresRevisores
      ? de('REVISOR')
          .map((i) => grupoCalibracion(i, i.valor, nombresRevisores.get(i.valor) ?? 'Usuario eliminado'))
          .sort(orden)
      : null,
    porMetodo: de('METODO')
      .map((i) => grupoCalibracion(i, i.valor, nombreMetodo(i.valor)))
      .sort(orden),
  };
}
