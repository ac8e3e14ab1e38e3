// The AI services a company may schedule with (GET /api/servicios-hr/disponibles, part 2 §6) and,
// beside them, why it cannot schedule at all (D81). Two screens read it: Entrevistas' schedule form
// offers these, and Servicios HR shows «Ejecutar» only on these (D162).
import { useRuta } from './use-ruta';

/** Why the company cannot schedule (D81): no licence, no contracted service, or its AI switches off. */
export interface BloqueoProgramacion {
  motivo: 'licencias_vencidas' | 'sin_licencias' | 'sin_contratados' | 'desactivados';
  mensaje: string;
}

/** The AI services the company may schedule with (part 2 §6), and beside them why it cannot schedule. */
export function useServiciosOfrecidos(empresaId: string | undefined | null) {
  const r = useRuta(
    'GET /api/servicios-hr/disponibles',
    // null: nothing to ask (the superadmin with no company chosen).
    empresaId === null ? null : { query: { empresaId } },
    { leer: (a) => ({ servicios: a.data, bloqueo: (a.extra?.bloqueo as BloqueoProgramacion | undefined) ?? null }) },
  );
  return { ...r, data: r.data?.servicios, bloqueo: r.data?.bloqueo ?? null };
}
