// Reading the oversight record (D153): an interview's entries (the report's «Registro de
// supervisión») and a period's export for an audit, CSV or JSON, read page by page from the
// company's record partition (Queries only; a period is at most 12 months and 5 000 entries).
import { fmt, supervision as msg } from '../../../shared/messages.js';
import {
  SUPERVISION,
  TIPO_ENTRADA_ETIQUETA,
  type EntradaSupervision,
  type EntradasSupervision,
  type SupervisionExportarQuery,
} from '../../../shared/schemas/supervision.js';
import { paginaDeEntrevista, paginaDePeriodo } from '../db/supervision.js';
import { ValidationError } from '../errors.js';
import { csv, type Celda } from '../saas/csv.js';

export async function registroDeEntrevista(empresaId: string, entrevistaId: string, cursor?: string): Promise<EntradasSupervision> {
  const p = await paginaDeEntrevista(empresaId, entrevistaId, cursor);
  return { entradas: p.items, cursor: p.cursor };
}

/** Every entry of a period (UTC days `desde`–`hasta`, both included), oldest first. */
export async function entradasDelPeriodo(empresaId: string, desde: string, hasta: string): Promise<EntradaSupervision[]> {
  const out: EntradaSupervision[] = [];
  let cursor: string | null = null;
  do {
    const p = await paginaDePeriodo(empresaId, `${desde}T00:00:00.000Z`, `${hasta}T23:59:59.999Z`, cursor);
    out.push(...p.items);
    cursor = p.cursor;
    if (out.length > SUPERVISION.entradasExportacionMax)
      throw new ValidationError(fmt(msg.demasiadas, { max: SUPERVISION.entradasExportacionMax }));
  } while (cursor);
  return out;
}

export const CABECERA_CSV = [
  'id',
  'fecha',
  'tipo',
  'tipo_etiqueta',
  'entrevista_id',
  'actor_tipo',
  'actor_id',
  'actor_nombre',
  'ia_pausada',
  'pregunta_n',
  'pregunta_resultado',
  'metodo',
  'proveedor',
  'modelo',
  'prompt_version',
  'plantilla_version',
  'rubrica_version',
  'analizador_version',
  'entrada_sha256',
  'salida_id',
  'salida_sha256',
  'motivo_integrado',
  'revision_numero',
  'corrige',
  'decision',
  'recomendacion_ia',
  'coincide_con_ia',
  'puntuaciones_cambiadas',
  'motivo',
  'evidencia_abierta',
  'competencias_con_evidencia',
] as const;

/** One entry as a CSV row (CABECERA_CSV's columns); the changed scores as «competencia: IA → persona» joined by «; ». */
export function filaCsv(e: EntradaSupervision): Celda[] {
  const r = e.revision;
  return [
    e.id,
    e.fecha,
    e.tipo,
    TIPO_ENTRADA_ETIQUETA[e.tipo],
    e.entrevistaId,
    e.actor.tipo,
    e.actor.id,
    e.actor.nombre,
    e.iaPausada,
    e.pregunta ? e.pregunta.n + 1 : null,
    e.pregunta?.resultado,
    e.ia?.metodo,
    e.ia?.proveedor,
    e.ia?.modelo,
    e.ia?.promptVersion,
    e.ia?.plantillaVersion,
    e.ia?.rubricaVersion,
    e.ia?.analizadorVersion,
    e.ia?.entradaSha256,
    e.ia?.salidaId,
    e.ia?.salidaSha256,
    e.ia?.motivoIntegrado,
    r?.numero,
    r?.corrige,
    r?.decision,
    r?.recomendacionIA,
    r ? r.coincideConIA : null,
    r ? r.puntuacionesCambiadas.map((p) => `${p.habilidad}: ${p.puntuacionIA ?? '-'} → ${p.puntuacion}`).join('; ') : null,
    r?.motivo,
    r ? r.evidenciaAbierta.join('; ') : null,
    r?.competenciasConEvidencia,
  ];
}

export interface Exportacion {
  nombre: string;
  tipo: string;
  contenido: string;
}

/** The period's file: `supervision_{desde}_{hasta}.csv` (UTF-8 with BOM) or `.json` ({empresaId, desde, hasta, entradas}). */
export async function exportarRegistro(empresaId: string, q: SupervisionExportarQuery, now = new Date()): Promise<Exportacion> {
  const entradas = await entradasDelPeriodo(empresaId, q.desde, q.hasta);
  const nombre = `supervision_${q.desde}_${q.hasta}.${q.formato}`;
  if (q.formato === 'json')
    return {
      nombre,
      tipo: 'application/json; charset=utf-8',
      contenido: JSON.stringify({ empresaId, desde: q.desde, hasta: q.hasta, generadoEn: now.toISOString(), entradas }, null, 2),
    };
  return { nombre, tipo: 'text/csv; charset=utf-8', contenido: csv(CABECERA_CSV, entradas.map(filaCsv)) };
}
