// A candidate and an interview as the API's lists and profiles return them, for the pages' tests:
// what a test reads (id, name, state) is given, the rest is a fixed plausible record (each field
// overridable through `extra`).

/** A candidate; mail `<id>@correo.test`, an analyst with SQL. */
export function candidatoDePrueba(id: string, nombre: string, estado = 'nuevo', extra: Record<string, unknown> = {}) {
  return {
    id,
    _id: id,
    empresaId: 'e1',
    nombre,
    email: `${id}@correo.test`,
    posicion: 'Analista',
    experiencia_años: 1,
    habilidades: ['SQL'],
    areaId: null,
    estado,
    fechaCreacion: '2026-11-20T10:00:00.000Z',
    experiencia: 1,
    posicion_aplicada: 'Analista',
    skills: ['SQL'],
    ubicacion_completa: '',
    ciudad: '',
    pais: '',
    activo: true,
    ...extra,
  };
}

/** An interview of candidate `c-<id>`'s, scheduled for 24 Nov 2026 with no transcript or report yet. */
export function entrevistaDePrueba(id: string, nombre: string, estado = 'programada') {
  return {
    id,
    _id: id,
    empresaId: 'e1',
    candidatoId: `c-${id}`,
    candidatoNombre: nombre,
    candidatoEmail: `${id}@correo.test`,
    servicioId: 'entrevistas-profundidad',
    servicioNombre: 'Entrevistas en Profundidad',
    fechaProgramada: '2026-11-24T15:00:00.000Z',
    duracionEstimada: 60,
    zonaHoraria: 'America/Bogota',
    estado,
    fechaCreacion: '2026-11-20T10:00:00.000Z',
    creadoPor: 'u1',
    historial: [{ estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' }],
    enlaceExpiraEn: '2026-12-01T16:00:00.000Z',
    simulada: false,
    asistida: false,
    transcripcion: null,
    informeIA: null,
  };
}
