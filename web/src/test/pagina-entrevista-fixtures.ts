// The candidate's page data (GET /api/publico/entrevistas/:token) for the page's tests: Acme Talento's,
// with nothing set (the server's empty page: no interview data, no notice, every option off) unless the test says so.
import { PAGINA_VACIA } from '@shared/schemas/publico';
import type { PaginaEntrevista } from '../features/entrevista-publica/api/entrevista-publica';

export function paginaDePrueba(over: Partial<PaginaEntrevista> & Pick<PaginaEntrevista, 'estado'>): PaginaEntrevista {
  return { ...PAGINA_VACIA, empresa: { nombre: 'Acme Talento', color: null }, ...over };
}
