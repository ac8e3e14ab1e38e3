// GET /api/informes/estadisticas: the Informes screen's three cards, from the company's counters (D69).
import { informesEstadisticas } from '../../../shared/routes/informes.js';
import { getEmpresa } from '../../lib/db/empresas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesEstadisticas, async ({ tenant }) => {
  const e = await getEmpresa(tenant);
  const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
  const conPuntuacion = n(e?.informesConPuntuacion);
  return ok({
    total: n(e?.informesGenerados),
    puntuacionMedia: conPuntuacion ? Math.round((n(e?.informesSumaPuntuacion) / conPuntuacion) * 10) / 10 : null,
    recomendados: n(e?.informesRecomendados),
  });
});
