// The filters a list applies to the page it reads (D192): a vacancy and a period (and since D198 a
// template and a reviewer), written once as a
// DynamoDB filter expression (Entrevistas, Informes) and as the same test in memory (the reads that
// answer items from the table after an index, and a search's). A filtered Query page may come back
// short with a cursor: the next page goes on from where DynamoDB stopped, so nothing is skipped.

/** A period as instants (UTC ISO): `desde` included, `hasta` excluded (the day after «hasta» begins). */
export interface Instantes {
  desde?: string;
  hasta?: string;
}

export interface FiltroLista {
  vacanteId?: string;
  periodo?: Instantes;
  /** The HR template (service) the interview used (D198). */
  servicioId?: string;
  /** The user who made the current review (D198): `validacion.por.userId` on an interview. */
  revisorId?: string;
  /** The Informes list's «Señales de integridad» on an interview (D202): its `respuestasMarcadas`. */
  marcadas?: 'con' | 'sin';
  /** The candidate's area now (D202): read from the candidates by key, never a filter expression. */
  areaId?: string;
}

export interface Expresion {
  partes: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The period on one attribute: `#a >= :desde AND #a < :hasta`, either side left out when open. */
export function rango(atributo: string, alias: string, p: Instantes, e: Expresion): string | null {
  const lados: string[] = [];
  e.names[alias] = atributo;
  if (p.desde) {
    lados.push(`${alias} >= :desde`);
    e.values[':desde'] = p.desde;
  }
  if (p.hasta) {
    lados.push(`${alias} < :hasta`);
    e.values[':hasta'] = p.hasta;
  }
  return lados.length ? lados.join(' AND ') : null;
}

/** `#vacante = :vacante` when a vacancy is asked for. */
export function porVacante(f: FiltroLista, e: Expresion): void {
  if (!f.vacanteId) return;
  e.partes.push('#vacante = :vacante');
  e.names['#vacante'] = 'vacanteId';
  e.values[':vacante'] = f.vacanteId;
}

/** `#servicio = :servicio` for a template (D198); the attribute is the interview's and the report item's alike. */
export function porPlantilla(f: FiltroLista, e: Expresion): void {
  if (!f.servicioId) return;
  e.partes.push('#servicio = :servicio');
  e.names['#servicio'] = 'servicioId';
  e.values[':servicio'] = f.servicioId;
}

/** The interview's current reviewer (D198): the nested `validacion.por.userId`, which every review has written. */
export function porRevisorEntrevista(f: FiltroLista, e: Expresion): void {
  if (!f.revisorId) return;
  e.partes.push('#val.#por.#uid = :revisor');
  Object.assign(e.names, { '#val': 'validacion', '#por': 'por', '#uid': 'userId' });
  e.values[':revisor'] = f.revisorId;
}

/**
 * The Informes list's «Señales de integridad» on an interview (D202), with its definition
 * (shared/schemas/integridad.ts respuestasMarcadas, written on the interview with its report since D202):
 * `con` at least one flagged answer; `sin` a report and none, or a report written before D202 (nothing
 * known against it, as an Informes item from before the count). An interview without a report is neither.
 */
export function porMarcadas(f: FiltroLista, e: Expresion): void {
  if (!f.marcadas) return;
  e.names['#marcadas'] = 'respuestasMarcadas';
  e.values[':cero'] = 0;
  if (f.marcadas === 'con') e.partes.push('#marcadas > :cero');
  else {
    e.names['#informe'] = 'informeIA';
    e.partes.push('attribute_exists(#informe) AND (attribute_not_exists(#marcadas) OR #marcadas = :cero)');
  }
}

/** The in-memory twin of `porMarcadas`. */
export function cumpleMarcadas(e: { informeIA?: unknown; respuestasMarcadas?: number }, f: FiltroLista): boolean {
  if (!f.marcadas) return true;
  const n = e.respuestasMarcadas ?? 0;
  return f.marcadas === 'con' ? n > 0 : !!e.informeIA && n === 0;
}

/** The instant falls in the period (the in-memory twin of `rango`). */
export function dentro(instante: string | undefined, p: Instantes | undefined): boolean {
  if (!p) return true;
  if (!instante) return false;
  return (!p.desde || instante >= p.desde) && (!p.hasta || instante < p.hasta);
}

/** The expression as queryPage takes it, or undefined without any part. */
export function comoFiltro(e: Expresion) {
  return e.partes.length ? { expression: e.partes.join(' AND '), names: e.names, values: e.values } : undefined;
}

/** An interview passes a list's vacancy, period (its scheduled date), template, reviewer and flags (D202). */
export function cumpleFiltro(
  e: {
    vacanteId?: string;
    fechaProgramada: string;
    servicioId: string;
    validacion?: { por: { userId: string } };
    informeIA?: unknown;
    respuestasMarcadas?: number;
  },
  f: FiltroLista,
): boolean {
  return (
    cumpleMarcadas(e, f) &&
    (!f.vacanteId || e.vacanteId === f.vacanteId) &&
    dentro(e.fechaProgramada, f.periodo) &&
    (!f.servicioId || e.servicioId === f.servicioId) &&
    (!f.revisorId || e.validacion?.por.userId === f.revisorId)
  );
}
