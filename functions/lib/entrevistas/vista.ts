// An interview as the API answers it (part 2 §3 "Interview"): never the token, its hash or its
// sealed copy — company users get the link from its own route (D63).
import { type Entrevista, fechaRealizacionDe } from '../../../shared/schemas/entrevista.js';
import type { EntrevistaItem } from '../db/entrevistas.js';

export function toEntrevista(e: EntrevistaItem): Entrevista {
  const fechaRealizacion = fechaRealizacionDe(e.historial);
  return {
    id: e.id,
    _id: e.id,
    empresaId: e.empresaId,
    candidatoId: e.candidatoId,
    candidatoNombre: e.candidatoNombre,
    candidatoEmail: e.candidatoEmail,
    servicioId: e.servicioId,
    servicioNombre: e.servicioNombre,
    ...(e.vacanteId ? { vacanteId: e.vacanteId } : {}),
    fechaProgramada: e.fechaProgramada,
    // When it was taken, derived from its history (D83): stored interviews need nothing new.
    ...(fechaRealizacion ? { fechaRealizacion } : {}),
    duracionEstimada: e.duracionEstimada,
    zonaHoraria: e.zonaHoraria,
    estado: e.estado,
    fechaCreacion: e.fechaCreacion,
    creadoPor: e.creadoPor,
    historial: (e.historial ?? [{ estado: 'programada', fecha: e.fechaCreacion, por: e.creadoPor }]).map((h) => ({
      estado: h.estado as Entrevista['historial'][number]['estado'],
      fecha: h.fecha,
      por: h.por,
    })),
    // Only while the link can still be used: a finished or simulated interview's link is retired.
    enlaceExpiraEn: (e.estado === 'programada' || e.estado === 'en_progreso') && !e.simulada ? (e.tokenExpiraEn ?? null) : null,
    simulada: e.simulada === true,
    asistida: !!e.asistida,
    transcripcion: e.transcripcion ?? null,
    informeIA: e.informeIA ?? null,
    validacion: e.validacion ?? null,
    ...(e.reenvios ? { reenvios: { total: e.reenvios.total, ultimoEn: e.reenvios.ultimoEn } } : {}),
    analisis: e.analisis
      ? {
          estado: e.analisis.estado,
          encoladaEn: e.analisis.encoladaEn,
          ...(e.analisis.ejecutadaEn ? { ejecutadaEn: e.analisis.ejecutadaEn } : {}),
          ...(e.analisis.fallidaEn ? { fallidaEn: e.analisis.fallidaEn } : {}),
          ...(e.analisis.reintentos ? { reintentos: e.analisis.reintentos } : {}),
        }
      : null,
  };
}
