// A candidate's interviews when the candidate is erased (GDPR art. 17; D64): their transcripts are
// the candidate's personal data, so they go with them, whatever their state — erasure is a right,
// not something a pending interview may block. Each interview goes in its own transaction with its
// look-up item (a live link dies at once), design, answers and marker, and the company's counters
// (and the template's count while it was programada).
import { aggregadosInforme, esRecomendado } from '../analisis/agregados.js';
import { empresaKeys } from '../db/empresas.js';
import { pasoBorrarInforme } from '../db/informes.js';
import { entrevistaKeys, entrevistasDeCandidatos, respuestasDe, type EntrevistaItem } from '../db/entrevistas.js';
import { transact } from '../db/repository.js';
import { pasoServicio } from './comun.js';

export async function entrevistasDelCandidato(empresaId: string, candidatoId: string): Promise<EntrevistaItem[]> {
  return entrevistasDeCandidatos(empresaId, [candidatoId], 500);
}

/** Erases every interview of the candidate; answers how many. */
export async function borrarEntrevistasDeCandidato(empresaId: string, candidatoId: string): Promise<number> {
  const entrevistas = await entrevistasDelCandidato(empresaId, candidatoId);
  for (const e of entrevistas) {
    const respuestas = await respuestasDe(empresaId, e.id);
    // A report leaves the company's report aggregates with it (the Informes cards, D69).
    const a = e.informeIA ? aggregadosInforme(e.informeIA) : null;
    const informe = e.informeIA
      ? {
          expr: ' ADD informesGenerados :menosUno, informesSumaPuntuacion :suma, informesConPuntuacion :conP, informesRecomendados :rec',
          values: {
            ':menosUno': -1,
            ':suma': -a!.suma,
            ':conP': -a!.conPuntuacion,
            ':rec': esRecomendado(e.informeIA, e.validacion) ? -1 : 0,
          },
        }
      : { expr: '', values: {} };
    await transact([
      { op: { Delete: { Key: entrevistaKeys.entrevista(empresaId, e.id) } } },
      { op: { Delete: { Key: entrevistaKeys.token(e.tokenHash) } } },
      { op: { Delete: { Key: entrevistaKeys.diseno(empresaId, e.id) } } },
      { op: { Delete: { Key: entrevistaKeys.deCandidato(empresaId, candidatoId, e.id) } } },
      ...(e.informeIA ? [pasoBorrarInforme(empresaId, e.id)] : []),
      ...respuestas.map((r) => ({ op: { Delete: { Key: entrevistaKeys.respuesta(empresaId, e.id, r.n) } } })),
      {
        op: {
          Update: {
            Key: empresaKeys.empresa(empresaId),
            UpdateExpression: `SET #uso.#ent = #uso.#ent - :uno, #pe.#est = #pe.#est - :uno${informe.expr}`,
            ConditionExpression: 'attribute_exists(PK) AND #uso.#ent > :cero AND #pe.#est > :cero',
            ExpressionAttributeNames: { '#uso': 'uso', '#ent': 'entrevistas', '#pe': 'entrevistasPorEstado', '#est': e.estado },
            ExpressionAttributeValues: { ':uno': 1, ':cero': 0, ...informe.values },
          },
        },
      },
      ...(e.estado === 'programada' ? [pasoServicio(e.servicioId, -1)] : []),
    ]);
  }
  return entrevistas.length;
}
