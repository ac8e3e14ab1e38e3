// The filters a list applies to the page it reads (D192): a vacancy and a period, written once as a
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

/** An interview passes a list's vacancy and period (its scheduled date). */
export function cumpleFiltro(e: { vacanteId?: string; fechaProgramada: string }, f: FiltroLista): boolean {
  return (!f.vacanteId || e.vacanteId === f.vacanteId) && dentro(e.fechaProgramada, f.periodo);
}
