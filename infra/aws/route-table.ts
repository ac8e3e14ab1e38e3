// What the CDK app needs of the route table and the job list before it can turn them into stacks.
// Returns readable problems instead of throwing on the first, so one run lists them all.
import { GRANTS, HTTP_METHODS, SOLO_CLAVE_API, type ColaDef, type Grant, type JobDef } from '../../shared/route-types.js';
import type { RouteRow } from '../../shared/routes/index.js';

/** A family names a CloudFormation stack (`Talentia-<stage>-Api-<family>`). */
const FAMILY = /^[a-z][a-z0-9-]{0,40}$/;
const HANDLER = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i;
/** API Gateway syntax: literal segments, `{param}` and a final greedy `{param+}`. */
const SEGMENT = /^([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\}|\{[A-Za-z_][A-Za-z0-9_]*\+\})$/;

export function checkRouteTable(routes: RouteRow[], jobs: JobDef[], colas: ColaDef[] = []): string[] {
  const problems: string[] = [];
  const keys = new Map<string, string>();
  for (const r of routes) {
    const where = `route "${r.id}" (${r.method} ${r.path})`;
    if (!HTTP_METHODS.includes(r.method)) problems.push(`${where}: unknown method`);
    const key = `${r.method} ${r.path}`;
    if (keys.has(key)) problems.push(`${where}: same METHOD path as route "${keys.get(key)}"`);
    keys.set(key, r.id);
    if (r.servedByCdn) {
      if (!r.path.startsWith('/uploads/')) problems.push(`${where}: only /uploads/ paths are served by the CDN`);
    } else if (!r.path.startsWith('/api/')) {
      problems.push(`${where}: path must start with /api/ (CloudFront sends only /api/* to the API)`);
    }
    const segments = r.path.split('/').slice(1);
    segments.forEach((s, i) => {
      if (!SEGMENT.test(s)) problems.push(`${where}: path segment "${s}" is not API Gateway syntax`);
      if (s.endsWith('+}') && i !== segments.length - 1) problems.push(`${where}: a greedy {param+} must be the last segment`);
    });
    if (!FAMILY.test(r.family)) problems.push(`${where}: family "${r.family}" must be lower-case kebab (it names a stack)`);
    if (!HANDLER.test(r.handler)) problems.push(`${where}: handler "${r.handler}" must be a module path like "empresas/create"`);
    for (const g of r.grants) if (!(GRANTS as readonly Grant[]).includes(g)) problems.push(`${where}: unknown grant "${g}"`);
    if (r.public && r.permission) problems.push(`${where}: a public route cannot require permission "${r.permission}"`);
    if (r.permission === SOLO_CLAVE_API && !r.claveApi)
      problems.push(`${where}: a row only a key may call must name the key's scope (claveApi)`);
    if (r.timeoutSeconds !== undefined && !(r.timeoutSeconds >= 1 && r.timeoutSeconds <= 29)) {
      problems.push(`${where}: timeoutSeconds must be 1–29 (API Gateway answers 503 after 29 s)`);
    }
    if (r.memoryMb !== undefined && !(Number.isInteger(r.memoryMb) && r.memoryMb >= 128 && r.memoryMb <= 10240)) {
      problems.push(`${where}: memoryMb must be an integer 128–10240`);
    }
  }
  const jobIds = new Set<string>();
  for (const j of jobs) {
    const where = `job "${j.id}"`;
    if (jobIds.has(j.id)) problems.push(`${where}: duplicate id`);
    jobIds.add(j.id);
    if (!HANDLER.test(j.handler)) problems.push(`${where}: handler "${j.handler}" must be a module path`);
    if (!(Number.isInteger(j.rateMinutes) && j.rateMinutes >= 1)) problems.push(`${where}: rateMinutes must be a positive integer`);
    for (const g of j.grants) if (!(GRANTS as readonly Grant[]).includes(g)) problems.push(`${where}: unknown grant "${g}"`);
  }
  const colaIds = new Set<string>();
  for (const c of colas) {
    const where = `queue "${c.id}"`;
    if (colaIds.has(c.id)) problems.push(`${where}: duplicate id`);
    colaIds.add(c.id);
    if (!FAMILY.test(c.id)) problems.push(`${where}: id must be lower-case kebab`);
    if (!HANDLER.test(c.handler)) problems.push(`${where}: handler "${c.handler}" must be a module path`);
    if (!(c.timeoutSeconds >= 1 && c.timeoutSeconds <= 900)) problems.push(`${where}: timeoutSeconds must be 1–900 (Lambda's maximum)`);
    if (!(Number.isInteger(c.maxIntentos) && c.maxIntentos >= 1)) problems.push(`${where}: maxIntentos must be a positive integer`);
    for (const g of c.grants) if (!(GRANTS as readonly Grant[]).includes(g)) problems.push(`${where}: unknown grant "${g}"`);
  }
  // queue:send names its queues, and only queue:send does: a producer may send to those alone.
  const senders: { where: string; grants: readonly Grant[]; colas?: readonly string[] }[] = [
    ...routes.map((r) => ({ where: `route "${r.id}"`, grants: r.grants, colas: r.colas })),
    ...jobs.map((j) => ({ where: `job "${j.id}"`, grants: j.grants, colas: j.colas })),
    ...colas.map((c) => ({ where: `queue "${c.id}"`, grants: c.grants, colas: c.colas })),
  ];
  for (const s of senders) {
    const sends = s.grants.includes('queue:send');
    if (sends && !s.colas?.length) problems.push(`${s.where}: queue:send needs "colas", the queues it sends to`);
    if (!sends && s.colas?.length) problems.push(`${s.where}: "colas" without the queue:send grant`);
    for (const id of s.colas ?? []) if (!colaIds.has(id)) problems.push(`${s.where}: unknown queue "${id}" in "colas"`);
  }
  return problems;
}
