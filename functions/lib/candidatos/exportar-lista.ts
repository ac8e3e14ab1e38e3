// The Candidatos list as a CSV file (issue 66 item 6, D186): the same filters as GET /api/candidatos
// (search, status, area, and since D196 a vacancy and a period of the creation date; lista.ts), read page after page of the same index (never a Scan), each row what the
// list shows with the status's Spanish name and the area's name (the company's areas, one Query),
// handed over as the file or, when large, as a five-minute link to it in the company's folder of the
// files bucket (tagged to expire in a day). Apart from service.ts so that only the export's function
// carries the files client.
import { ESTADO_CANDIDATO_ETIQUETA, type CandidatosExportarQuery } from '../../../shared/schemas/candidato.js';
import { areasDeEmpresa } from '../db/areas.js';
import { entregarListaEmpresa, POR_PAGINA_EXPORTACION, todasLasPaginas } from '../exportacion-lista.js';
import { lectorCandidatos } from './lista.js';

export const CABECERA_CSV = ['nombre', 'email', 'telefono', 'puesto', 'posicion', 'estado', 'area', 'creado_en'] as const;

/**
 * The company's candidates matching `q` as a CSV file, newest first as the list shows them, page after
 * page (never a Scan); named `candidatos_{día de la empresa}.csv`.
 */
export async function exportarCandidatos(empresaId: string, q: CandidatosExportarQuery, now = new Date(), maxBytesEnLinea?: number) {
  // The vacancy is checked first: an unknown one is a 404 before anything else is read.
  const pagina = await lectorCandidatos(empresaId, q);
  const areas = new Map((await areasDeEmpresa(empresaId)).map((a) => [a.id, a.nombreArea]));
  const candidatos = await todasLasPaginas((cursor) => pagina(cursor, POR_PAGINA_EXPORTACION));
  const filas = candidatos.map((c) => [
    c.nombre,
    c.email,
    c.telefono,
    c.puesto,
    c.posicion,
    ESTADO_CANDIDATO_ETIQUETA[c.estado] ?? c.estado,
    c.areaId ? (areas.get(c.areaId) ?? c.areaId) : '',
    c.fechaCreacion,
  ]);
  return entregarListaEmpresa(empresaId, { nombre: 'candidatos', cabecera: CABECERA_CSV, filas }, now, maxBytesEnLinea);
}
