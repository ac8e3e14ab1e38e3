// The webhooks' `vacante.etapa_cambiada` (D186, D187): a candidate's stage in a vacancy changed — by a
// person's move, or by an interview scheduled for the vacancy (a join has no previous stage).
import type { DatosEventoEtapa } from '../../../shared/schemas/webhooks.js';
import { prepararEvento } from '../webhooks/eventos.js';

export function prepararEventoEtapa(
  c: { empresaId: string; vacanteId: string; candidatoId: string },
  etapa: { de: string | null; a: string },
  movido: { fecha: string; userId: string },
  now: Date,
) {
  const datos: DatosEventoEtapa = {
    empresaId: c.empresaId,
    vacante: { id: c.vacanteId },
    candidato: { id: c.candidatoId },
    etapa: { anterior: etapa.de, nueva: etapa.a },
    movidoEn: movido.fecha,
    movidoPor: { userId: movido.userId },
    enlaces: { api: `/api/vacantes/${c.vacanteId}/candidatos` },
  };
  return prepararEvento(c.empresaId, 'vacante.etapa_cambiada', datos, now);
}
