// The route table's rows as the suites that walk it (test/security, idempotency) name and call them:
// one way to write a row's name, so a suite's expected list reads like the table, and one way to
// give a row's parameters a value, so every suite calls the same concrete path.
import { routeList, type RouteRow } from '../../shared/routes/index.js';

/** «METHOD /path», as the table writes it: a row in a suite's lists and test names. */
export const nombreFila = (r: RouteRow): string => `${r.method} ${r.path}`;

/** The names of the rows that `cumplen`, sorted: what a suite compares with the list it expects. */
export const filasQue = (cumplen: (r: RouteRow) => unknown): string[] =>
  routeList
    .filter((r) => Boolean(cumplen(r)))
    .map(nombreFila)
    .sort();

/** A concrete path for a row: a greedy parameter (`{key+}`) is `resto`, a provider Google, any other a plausible id. */
export function rutaDeEjemplo(route: RouteRow, resto: string): string {
  return route.path
    .replace(/\{[^}]+\+\}/g, resto)
    .replace(/\{provider\}/g, 'google')
    .replace(/\{[^}]+\}/g, 'id-de-prueba');
}
