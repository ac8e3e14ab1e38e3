// An integrator's first day with an API key (D145), knowing nothing but the OpenAPI
// document the API serves: a client made from the document alone — each operation's method and path
// by its operationId, the parameters it declares, and the credential as the operation's security
// requirement and the document's security scheme say (which header, which format) — creates a
// candidate, schedules an interview, gets the candidate's link, and once the candidate took it reads
// the interview with its AI report, with the key and nothing else. The key holds exactly the scopes
// the document names for those operations. Every answer is checked against the document
// (openapi-validator.ts), and an operation that declares no key scheme refuses the key.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { empresaDelArchivo, esperar, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { responseValidator, type Answer, type ResponseValidator } from './openapi-validator.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

type Json = Record<string, any>;

let stack: TestStack;
let admin: Session;
let doc: Json;
let validador: ResponseValidator;
const respuestas: Answer[] = [];

/** The name of the document's key scheme an operation accepts (the one sent as a header value), or undefined. */
function esquemaDeClave(op: Json): { nombre: string; alcances: string[] } | undefined {
  for (const requisito of (op.security ?? []) as Json[]) {
    for (const [nombre, alcances] of Object.entries(requisito)) {
      const esquema = doc.components.securitySchemes[nombre];
      // A key goes as a bearer token (`Authorization: Bearer …`) or as an apiKey header; a JWT scheme is a session's.
      const esClave =
        (esquema.type === 'http' && esquema.scheme === 'bearer' && esquema.bearerFormat !== 'JWT') || esquema.type === 'apiKey';
      if (esClave) return { nombre, alcances: alcances as string[] };
    }
  }
  return undefined;
}

/** Every operation of the document by its operationId. */
function operaciones(): Map<string, { method: string; path: string; op: Json }> {
  const out = new Map<string, { method: string; path: string; op: Json }>();
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(item as Json)) out.set((op as Json).operationId, { method: method.toUpperCase(), path, op });
  return out;
}

/** A call made from the document alone: the operation's path with its parameters, the key where its scheme says. */
async function llamar(
  operationId: string,
  secreto: string,
  o: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const { method, path, op } = operaciones().get(operationId)!;
  for (const p of (op.parameters ?? []) as Json[]) {
    if (p.required && p.in === 'path') expect(o.params?.[p.name], `${operationId}: ${p.name}`).toBeDefined();
    if (p.in === 'query') expect(p.required && o.query?.[p.name] === undefined, `${operationId}: ${p.name}`).toBe(false);
  }
  const url =
    path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(o.params![n]!)) +
    (o.query ? `?${new URLSearchParams(o.query).toString()}` : '');
  const headers: Record<string, string> = {};
  const clave = esquemaDeClave(op);
  if (clave) {
    const esquema = doc.components.securitySchemes[clave.nombre];
    if (esquema.type === 'apiKey') headers[esquema.name] = secreto;
    else headers.authorization = `Bearer ${secreto}`;
  }
  if (o.body !== undefined) headers['content-type'] = (Object.keys(op.requestBody?.content ?? {})[0] as string) ?? 'application/json';
  const res = await fetch(`${stack.apiUrl}${url}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
  const text = await res.text();
  respuestas.push({ method, url, status: res.status, contentType: res.headers.get('content-type'), text });
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

empresaDelArchivo(
  { scheduler: false },
  {
    ...empresaPrueba('Integradora', 'B10000800', { licencias: { activas: 1, total: 1 } }),
    admin: adminPrueba('Integradora'),
  },
  async (hecha) => {
    ({ stack, admin } = hecha);
    doc = await fetch(`${stack.apiUrl}/api/openapi.json`).then((r) => r.json());
    validador = responseValidator(doc);
  },
);

describe('a key, driven from the OpenAPI document alone', () => {
  const USADAS = ['candidatosCreate', 'entrevistasCreate', 'entrevistasEnlace', 'entrevistasGet'];
  let secreto: string;

  it('the document declares the key scheme, and which operations take it with which scope', () => {
    expect(doc.components.securitySchemes.claveApi).toMatchObject({ type: 'http', scheme: 'bearer' });
    const conClave = [...operaciones().entries()].filter(([, o]) => esquemaDeClave(o.op)).map(([id]) => id);
    expect(conClave).toEqual(expect.arrayContaining(USADAS));
    // The key management itself takes no key.
    expect(conClave).not.toContain('clavesAccesoCreate');
    for (const id of USADAS) expect(esquemaDeClave(operaciones().get(id)!.op)!.alcances).toHaveLength(1);
  });

  it('schedules an interview and reads its report with the key alone', async () => {
    // The admin makes the key with exactly the scopes the document names for these operations.
    const alcances = [...new Set(USADAS.flatMap((id) => esquemaDeClave(operaciones().get(id)!.op)!.alcances))];
    const creada = await stack.call('POST', '/api/claves-acceso', { token: admin.token, body: { nombre: 'Integración ATS', alcances } });
    expect(creada.status, JSON.stringify(creada.body)).toBe(201);
    secreto = creada.body.data.secreto;

    const candidato = await llamar('candidatosCreate', secreto, { body: { nombre: 'Olga Ruiz', email: 'olga@candidatos-ats.test' } });
    expect(candidato.status, JSON.stringify(candidato.body)).toBe(201);
    const programada = await llamar('entrevistasCreate', secreto, {
      body: {
        candidatoId: candidato.body.data.id,
        servicioId: 'entrevistas-profundidad',
        fechaProgramada: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(programada.status, JSON.stringify(programada.body)).toBe(201);
    const id = programada.body.data.entrevista.id as string;
    const enlace = await llamar('entrevistasEnlace', secreto, { params: { id } });
    expect(enlace.status, JSON.stringify(enlace.body)).toBe(200);

    // The candidate takes it through the link (the candidate's own page, no key involved).
    const token = decodeURIComponent(/\/entrevista\/([^/?#]+)$/.exec(enlace.body.data.enlace)![1]!);
    const publica = (resto: string) => `/api/publico/entrevistas/${encodeURIComponent(token)}${resto}`;
    await stack.call('POST', publica('/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    await stack.call('PUT', publica('/respuestas/0'), {
      body: { texto: 'Dirigí la migración del almacén a un sistema nuevo y redujimos los errores de inventario un 30 %.' },
    });
    expect((await stack.call('POST', publica('/finalizar'))).status).toBe(200);

    const leida = await esperar(
      () => llamar('entrevistasGet', secreto, { params: { id } }),
      (r) => r.body?.data?.estado === 'analizada',
    );
    expect(leida.status).toBe(200);
    expect(leida.body.data).toMatchObject({ id, estado: 'analizada', informeIA: { resumenEjecutivo: expect.any(String) } });
  });

  it('an operation whose security names no key scheme refuses the key', async () => {
    const usuarios = operaciones().get('usuariosList')!;
    expect(usuarios.op.security).toEqual([{ bearerAuth: [] }]);
    const res = await llamar('usuariosList', secreto);
    // No header was sent (the document names no way to send a key there): the session is missing.
    expect(res.status).toBe(401);
    const conCabecera = await fetch(`${stack.apiUrl}${usuarios.path}`, { headers: { authorization: `Bearer ${secreto}` } });
    expect(conCabecera.status).toBe(403);
  });

  it('every answer matches the document', () => {
    expect(respuestas.length).toBeGreaterThan(4);
    expect(respuestas.map(validador.check).filter((m) => m !== null)).toEqual([]);
  });
});
