// The candidate's page data (GET /api/publico/entrevistas/:token) for the page's tests: Acme Talento's,
// with nothing set (no interview data, no notice, every option off) unless the test says so.
import type { PaginaEntrevista } from '../features/entrevista-publica/api/entrevista-publica';

export function paginaDePrueba(over: Partial<PaginaEntrevista> & Pick<PaginaEntrevista, 'estado'>): PaginaEntrevista {
  return {
    empresa: { nombre: 'Acme Talento', color: null },
    puesto: null,
    servicio: null,
    candidatoNombre: null,
    fechaProgramada: null,
    zonaHoraria: null,
    duracionEstimada: null,
    aviso: null,
    consentimiento: null,
    fases: null,
    preguntas: null,
    respuestas: null,
    vozDisponible: false,
    repreguntasDisponibles: false,
    senalesActivas: false,
    asistida: false,
    conservar: null,
    ...over,
  };
}
