// The Informes list as a CSV file (issue 66 item 6, D192): the same filters and order as GET
// /api/informes (what the screen shows), read page after page of the same Query (never a Scan), each
// row only what the list's card shows — never the transcript, the report's text nor the reviewer's
// comments, which the list item does not hold — with the state's, the decision's and the area's Spanish
// names; handed over as the file or, when large, as a five-minute link to it in the company's folder of
// the files bucket (exportacion-lista.ts). Apart from the list's handler so that only the export's
// function carries the files client.
import { ETIQUETA_ESTADO_ENTREVISTA } from '../../../shared/entrevista-estados.js';
import { DECISION_ETIQUETA, type InformesExportarQuery } from '../../../shared/schemas/informe.js';
import { areasDeEmpresa } from '../db/areas.js';
import { paginaInformes } from '../db/informes.js';
import { entregarListaEmpresa, POR_PAGINA_EXPORTACION, todasLasPaginas } from '../exportacion-lista.js';
import { filtroDeLista } from '../periodo-lista.js';

export const CABECERA_CSV = [
  'candidato',
  'plantilla',
  'area',
  'estado',
  'realizada_en',
  'informe_en',
  'puntuacion',
  'puntuacion_informe',
  'recomendado',
  'decision_revisor',
  'autor_informe',
  'respuestas_con_senales',
] as const;

/** The company's reports matching `q`, in the list's order, as `informes_{día de la empresa}.csv`. */
export async function exportarInformes(empresaId: string, q: InformesExportarQuery, now = new Date(), maxBytesEnLinea?: number) {
  const areas = new Map((await areasDeEmpresa(empresaId)).map((a) => [a.id, a.nombreArea]));
  const filtro = await filtroDeLista(empresaId, q);
  const informes = await todasLasPaginas((cursor) =>
    paginaInformes(empresaId, { ...q, cursor: cursor ?? undefined, limit: POR_PAGINA_EXPORTACION }, filtro),
  );
  const filas = informes.map((i) => [
    i.candidatoNombre,
    i.servicioNombre,
    i.areaId ? (areas.get(i.areaId) ?? i.areaId) : '',
    ETIQUETA_ESTADO_ENTREVISTA[i.estado] ?? i.estado,
    i.fechaRealizacion,
    i.fecha,
    i.puntuacionMedia,
    i.puntuacionIA,
    i.recomendado,
    i.decision ? DECISION_ETIQUETA[i.decision] : '',
    i.metodo === 'proveedor' ? `IA: ${i.modelo}` : 'Analizador integrado',
    i.respuestasMarcadas,
  ]);
  return entregarListaEmpresa(empresaId, { nombre: 'informes', cabecera: CABECERA_CSV, filas }, now, maxBytesEnLinea);
}
