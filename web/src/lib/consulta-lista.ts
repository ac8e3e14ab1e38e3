// The query parameters the list screens (candidatos, entrevistas, informes) share, built one way:
// each screen's list and its CSV export add their own on top (D186, D192, D196).

export interface FiltroListaComun<E extends string = string> {
  q?: string;
  estado?: E;
  vacanteId?: string;
  desde?: string;
  hasta?: string;
}

/** The company, the search (blank is no search), the state, the vacancy and the period. */
export function consultaComun<E extends string>(empresaId: string | undefined, f: FiltroListaComun<E>) {
  return {
    empresaId,
    q: f.q?.trim() || undefined,
    estado: f.estado,
    vacanteId: f.vacanteId,
    desde: f.desde,
    hasta: f.hasta,
  };
}

export interface FiltroEntrevistasComun<E extends string = string, M extends string = string> extends FiltroListaComun<E> {
  servicioId?: string;
  revisorId?: string;
  marcadas?: M;
  areaId?: string;
}

/** Interviews and their reports (Entrevistas, Informes) also filter by template, reviewer, integrity flags and area (D198, D202). */
export function consultaEntrevistasComun<E extends string, M extends string>(
  empresaId: string | undefined,
  f: FiltroEntrevistasComun<E, M>,
) {
  return {
    ...consultaComun(empresaId, f),
    servicioId: f.servicioId,
    revisorId: f.revisorId,
    marcadas: f.marcadas,
    areaId: f.areaId,
  };
}
