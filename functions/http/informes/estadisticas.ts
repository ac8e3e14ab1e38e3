// GET /api/informes/estadisticas: the Informes screen's three cards, from the company's statistics
// (D69; summed from their fractions, D111).
import { informesEstadisticas } from '../../../shared/routes/informes.js';
import { leerEstadisticasEmpresa } from '../../lib/db/empresa-contadores.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesEstadisticas, async ({ tenant }) => {
  const s = await leerEstadisticasEmpresa(tenant);
  const n = (v: number) => (v > 0 ? v : 0);
  const conPuntuacion = n(s.informesConPuntuacion);
  return ok({
    total: n(s.informesGenerados),
    puntuacionMedia: conPuntuacion ? Math.round((n(s.informesSumaPuntuacion) / conPuntuacion) * 10) / 10 : null,
    recomendados: n(s.informesRecomendados),
  });
});
