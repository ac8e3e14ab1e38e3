// The company every bench case writes for itself: active, with no limits, so a case measures its
// own path and never a quota. `campos` sets its name, its counters (`uso`, per-state counts) and
// anything else the case's data implies, so the company record agrees with what was seeded.
import { empresaKeys } from '../../functions/lib/db/empresas.js';

export function empresaSinLimites(id: string, campos: Record<string, unknown> = {}) {
  return {
    ...empresaKeys.empresa(id),
    id,
    entidad: 'EMPRESA',
    nombreComercial: id,
    activa: true,
    estado: 'activa',
    limites: { usuarios: -1, candidatos: -1, entrevistas: -1 },
    uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
    ...campos,
  };
}
