// The webhooks' `vacante.etapa_cambiada` (D186, D187): a candidate's stage in a vacancy changed — by a
// person's move, or by an interview scheduled for the vacancy (a join has no previous stage). In a
// vacancy linked to a Greenhouse job the change is also a move of the candidate's Greenhouse
// application (D201), handed off in the same transaction.
import type { DatosEventoEtapa } from '../../../shared/schemas/webhooks.js';
import { prepararMovimientoGreenhouse } from '../greenhouse/movimientos.js';
import { prepararEvento, type Preparados } from '../webhooks/eventos.js';

export async function prepararEventoEtapa(
  c: { empresaId: string; vacanteId: string; candidatoId: string; greenhouseAplicacionId?: string | null },
  etapa: { de: string | null; a: string },
  movido: { fecha: string; userId: string },
  now: Date,
): Promise<Preparados> {
  const datos: DatosEventoEtapa = {
    empresaId: c.empresaId,
    vacante: { id: c.vacanteId },
    candidato: { id: c.candidatoId },
    etapa: { anterior: etapa.de, nueva: etapa.a },
    movidoEn: movido.fecha,
    movidoPor: { userId: movido.userId },
    enlaces: { api: `/api/vacantes/${c.vacanteId}/candidatos` },
  };
  const [evento, greenhouse] = await Promise.all([
    prepararEvento(c.empresaId, 'vacante.etapa_cambiada', datos, now),
    prepararMovimientoGreenhouse(c, etapa, now),
  ]);
  return {
    pasos: [...(evento ? [evento.paso] : []), ...greenhouse.pasos],
    entregas: [...(evento ? [evento] : []), ...greenhouse.entregas],
  };
}
