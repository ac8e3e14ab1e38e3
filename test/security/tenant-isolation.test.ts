// Tenant isolation, driven by the route table: every tenant-scoped row must have a case here
// (the first test fails when a new one has none). In each, the admin of company A names data of
// company B: the answer is 404 (a foreign id is indistinguishable from a missing one), or 403 where
// the route needs a permission the admin does not hold; a list answers only A's data. Afterwards
// company B's data is checked unchanged.
// A company API key (D145) is held to the same rule: every row marked for keys has a case where
// a key of company A, holding every scope, names B's data (404), and Greenhouse's rows, which only a
// key calls, reach nothing of B's. So are webhook endpoints and their delivery logs (D147).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nuevoTrabajoLimpieza } from '../../functions/lib/datos/limpieza-solicitar.js';
import { pasoCrearLimpiezaDatos } from '../../functions/lib/db/limpiezas-datos.js';
import { transact } from '../../functions/lib/db/repository.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { ALCANCES_CLAVE } from '../../shared/schemas/clave-acceso.js';
import { isTenantScoped, SOLO_CLAVE_API } from '../../shared/route-types.js';
import { routeList, type RouteId } from '../../shared/routes/index.js';
import { crearUsuario, login, pilaConSuperadmin, type Session } from '../integration/fixtures.js';
import type { TestStack } from '../integration/local-stack.js';

let stack: TestStack;
let superadmin: Session;
let adminA: Session;
let empresaA: { id: string };
let empresaB: { id: string };
let usuarioB: { id: string; email: string; password: string };
let areaB: { id: string };
let adminB: Session;
let notifB: { id: string };
let candidatoB: { id: string };
let importacionB: { id: string };
let configB: { id: string; nombre: string };
let entrevistaB: { id: string };
let backupB: { id: string };
let archivoB: unknown;
let importacionDatosB: { id: string; key: string };
let limpiezaB: { id: string };
/** A key of A with every scope; B's own key (listed in B only). */
let claveA: string;
let claveB: { id: string };
/** B's webhook endpoint (D147) and one delivery in its log. */
let webhookB: { id: string };
/** B's vacancy (D185): read, edited and listed by A's admin only as a 404. */
let vacanteB: { id: string; version: number };
let entregaB: { id: string };
const URL_WEBHOOK_B = 'https://hooks.iso-b.example/talentia';

const admin = (email: string) => ({ nombre: 'Admin', email, password: 'Benjo-Clave-2026', confirmPassword: 'Benjo-Clave-2026' });

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  const mk = async (nombre: string, cif: string, email: string) => {
    const res = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: { nombreLegal: nombre, cif, email: `info@${cif}.test`, licencias: { activas: 1, total: 1 }, adminData: admin(email) },
    });
    if (res.status !== 201) throw new Error(`create ${nombre}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  empresaA = await mk('Empresa A', completarCif('A', '1111111'), 'admin@iso-a.test');
  empresaB = await mk('Empresa B', completarCif('B', '2222222'), 'admin@iso-b.test');
  adminA = await login(stack, 'admin@iso-a.test', 'Benjo-Clave-2026');
  usuarioB = await crearUsuario(stack, superadmin, { email: 'ops@iso-b.test', rol: 'operador', empresaId: empresaB.id });
  areaB = (await stack.call('POST', '/api/areas', { token: superadmin.token, body: { nombreArea: 'Área de B', empresaId: empresaB.id } }))
    .body.data;
  await stack.call('PATCH', `/api/empresas/${empresaB.id}`, { token: superadmin.token, body: { planEstrategico: { nombre: 'Plan B' } } });
  candidatoB = (
    await stack.call('POST', '/api/candidatos', {
      token: superadmin.token,
      body: { nombre: 'Candidata de B', email: 'candidata@iso-b.test', empresaId: empresaB.id },
    })
  ).body.data;
  // An import of B whose only row is invalid: it exists in B's partition and creates no candidate.
  importacionB = (
    await stack.call('POST', '/api/candidatos/importar', {
      token: superadmin.token,
      body: { empresaId: empresaB.id, contenido: 'nombre,email\nSin Email,no-es-email\n' },
    })
  ).body.data;
  configB = (
    await stack.call('POST', '/api/configuracion', {
      token: superadmin.token,
      body: { empresaId: empresaB.id, nombre: 'max_entrevistas', valor: '5', tipo: 'number' },
    })
  ).body.data;
  const programada = await stack.call('POST', '/api/entrevistas', {
    token: superadmin.token,
    body: {
      empresaId: empresaB.id,
      candidatoId: candidatoB.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(programada.status, JSON.stringify(programada.body)).toBe(201);
  entrevistaB = programada.body.data.entrevista;
  adminB = await login(stack, 'admin@iso-b.test', 'Benjo-Clave-2026');
  claveA = (
    await stack.call('POST', '/api/claves-acceso', {
      token: adminA.token,
      body: { nombre: 'Clave de A', alcances: ALCANCES_CLAVE },
    })
  ).body.data.secreto;
  claveB = (
    await stack.call('POST', '/api/claves-acceso', { token: adminB.token, body: { nombre: 'Clave de B', alcances: ['candidatos:leer'] } })
  ).body.data.clave;
  webhookB = (
    await stack.call('POST', '/api/webhooks', { token: adminB.token, body: { url: URL_WEBHOOK_B, eventos: ['candidato.borrado'] } })
  ).body.data.webhook;
  const vacante = await stack.call('POST', '/api/vacantes', {
    token: adminB.token,
    body: { titulo: 'Vacante de B', lugar: 'Bilbao', responsableId: adminB.user.id, servicioId: 'entrevistas-profundidad' },
  });
  expect(vacante.status, JSON.stringify(vacante.body)).toBe(201);
  vacanteB = vacante.body.data;
  // B's candidate in B's vacancy (D186): the application A must not read, add to or move.
  const unido = await stack.call('POST', `/api/vacantes/${vacanteB.id}/candidatos`, {
    token: adminB.token,
    body: { candidatoId: candidatoB.id },
  });
  expect(unido.status, JSON.stringify(unido.body)).toBe(201);
  // A test event gives B's endpoint a delivery in its log (its send fails: the name resolves nowhere).
  expect((await stack.call('POST', `/api/webhooks/${webhookB.id}/comprobar`, { token: adminB.token })).status).toBe(202);
  entregaB = (await stack.call('GET', `/api/webhooks/${webhookB.id}/entregas`, { token: adminB.token })).body.data.items[0];
  // Adding ops@iso-b notified B's admin: a notification that lives in company B's partition.
  notifB = (await stack.call('GET', '/api/notificaciones', { token: adminB.token })).body.data.items[0];
  // B's data file and a backup of it (D95).
  archivoB = (await stack.call('GET', '/api/datos/exportar', { token: adminB.token })).body.data;
  backupB = (await stack.call('POST', '/api/datos/backups', { token: adminB.token })).body.data.backup;
  // B's import job (D100): its file uploaded to B's folder and confirmed.
  const contenido = JSON.stringify(archivoB);
  const subida = (
    await stack.call('POST', '/api/datos/importaciones/subida', {
      token: adminB.token,
      body: { nombreArchivo: 'b.json', tamano: Buffer.byteLength(contenido) },
    })
  ).body.data;
  const form = new FormData();
  for (const [k, v] of Object.entries(subida.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([contenido], { type: 'application/json' }), 'b.json');
  expect((await fetch(subida.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const confirmada = await stack.call('POST', '/api/datos/importaciones', { token: adminB.token, body: { key: subida.key } });
  expect(confirmada.status, JSON.stringify(confirmada.body)).toBe(202);
  importacionDatosB = { id: confirmada.body.data.id, key: subida.key };
  // B pauses its AI (D153): an entry in B's oversight record, and a switch A must not move.
  expect(
    (await stack.call('PUT', `/api/configuracion/empresa/${empresaB.id}/pausa-ia`, { token: adminB.token, body: { pausada: true } }))
      .status,
  ).toBe(200);
  // B turns its integrity signals off (D158): a switch A must not move back.
  expect(
    (
      await stack.call('PUT', `/api/configuracion/empresa/${empresaB.id}/senales-integridad`, {
        token: adminB.token,
        body: { activas: false },
      })
    ).status,
  ).toBe(200);
  // B sets its recommendation threshold (D157): a setting A must not change.
  expect(
    (
      await stack.call('PUT', `/api/configuracion/empresa/${empresaB.id}/umbral-recomendacion`, {
        token: adminB.token,
        body: { umbral: 6.5 },
      })
    ).status,
  ).toBe(200);
  // A clear job of B's (D103), stored and never run: clearing B would take the other cases' data.
  limpiezaB = { id: '00000000000001-b0b0b0b0' };
  await transact([
    pasoCrearLimpiezaDatos(
      nuevoTrabajoLimpieza(
        {
          ...limpiezaB,
          empresaId: empresaB.id,
          creadoPor: 'admin@iso-b.test',
          porPagina: 100,
          idBackup: '00000000-0000-4000-8000-000000000001',
        },
        new Date(),
      ),
    ),
  ]);
});
afterAll(async () => {
  await stack?.cleanup();
});

type Res = { status: number; body: any };
const refused = (res: Res) => {
  expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
  expect(res.body.success).toBe(false);
};
const notFound = (res: Res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(res.body.success).toBe(false);
};
const call = (method: string, path: string, body?: unknown) => stack.call(method, path, { token: adminA.token, body });
/**
 * A list's CSV export: naming B is 404, and A's own file, asked for with `propia` (a query that would
 * reach B's rows if anything leaked), is a CSV of its own columns holding nothing of B's. Answers that file.
 */
async function csvSinB(ruta: string, propia: string, cabecera: RegExp, deB: string): Promise<string> {
  notFound(await call('GET', `${ruta}?empresaId=${empresaB.id}`));
  const propio = await call('GET', `${ruta}?${propia}`);
  expect(propio.status).toBe(200);
  expect(propio.body).toMatch(cabecera);
  expect(propio.body).not.toContain(deB);
  return propio.body;
}
/** A call with A's key (every scope) instead of A's admin. */
const conClaveA = (method: string, path: string, body?: unknown) =>
  stack.call(method, path, { headers: { authorization: `Bearer ${claveA}` }, body });
/** A Greenhouse call with A's key, as Greenhouse sends it (Basic, the key as the user name). */
const greenhouseA = (method: string, path: string, body?: unknown) =>
  stack.call(method, path, { headers: { authorization: `Basic ${Buffer.from(`${claveA}:`).toString('base64')}` }, body });
/** A real 1×1 PNG: uploads are checked by content (D117). */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const planUrl = () => `/api/empresas/${empresaB.id}/plan-estrategico`;
const HOY = new Date().toISOString().slice(0, 10);

/** B's own interview template (D164), made once by B's admin for the cases that name it. */
let plantillaDeB: Promise<{ id: string; version: number }> | undefined;
const plantillaB = () =>
  (plantillaDeB ??= stack
    .call('POST', '/api/servicios-hr/propias', {
      token: adminB.token,
      body: { desde: 'entrevistas-profundidad', nombre: 'Plantilla de B' },
    })
    .then((r) => {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data;
    }));

const casos: Partial<Record<RouteId, () => Promise<void>>> = {
  usuariosList: async () => notFound(await call('GET', `/api/usuarios?empresaId=${empresaB.id}`)),
  usuariosCreate: async () =>
    notFound(await call('POST', '/api/usuarios', { nombre: 'Intrusa', email: 'intrusa@iso-b.test', rol: 'admin', empresaId: empresaB.id })),
  usuariosUpdate: async () => notFound(await call('PUT', `/api/usuarios/${usuarioB.id}`, { nombre: 'Cambiado' })),
  usuariosDelete: async () => notFound(await call('DELETE', `/api/usuarios/${usuarioB.id}`)),
  // Only the superadmin resets a second factor (D155): A's admin is refused before B's user is looked at.
  usuariosRestablecerSegundoFactor: async () =>
    refused(await call('POST', `/api/usuarios/${usuarioB.id}/segundo-factor/restablecer?empresaId=${empresaB.id}`)),
  empresasList: async () => {
    const res = await call('GET', '/api/empresas?q=empresa');
    expect(res.body.data.items.map((e: { id: string }) => e.id)).toEqual([empresaA.id]);
  },
  empresasGet: async () => notFound(await call('GET', `/api/empresas/${empresaB.id}`)),
  empresasUpdate: async () => notFound(await call('PUT', `/api/empresas/${empresaB.id}`, { telefono: 'hackeado' })),
  empresasPatch: async () => notFound(await call('PATCH', `/api/empresas/${empresaB.id}`, { planEstrategico: null })),
  empresasDelete: async () => refused(await call('DELETE', `/api/empresas/${empresaB.id}`)),
  empresasAdmin: async () => refused(await call('POST', `/api/empresas/${empresaB.id}/admin`, admin('colado@iso-b.test'))),
  empresasServicios: async () => refused(await call('POST', `/api/empresas/${empresaB.id}/servicios`, { serviciosIds: [] })),
  planEstrategicoSubir: async () => {
    const form = new FormData();
    form.append('archivo', new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    const res = await fetch(`${stack.apiUrl}/api/empresas/${empresaB.id}/upload-plan-estrategico`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminA.token}` },
      body: form,
    });
    notFound({ status: res.status, body: await res.json() });
  },
  planEstrategicoSubida: async () =>
    notFound(await call('POST', `${planUrl()}/upload-url`, { nombreArchivo: 'x.pdf', contentType: 'application/pdf', tamano: 10 })),
  planEstrategicoConfirmar: async () => notFound(await call('POST', `${planUrl()}/confirm`, { key: `empresas/${empresaB.id}/plan/x.pdf` })),
  planEstrategicoArchivo: async () => notFound(await call('GET', `${planUrl()}/archivo`)),
  planEstrategicoArchivoDelete: async () => notFound(await call('DELETE', `${planUrl()}/archivo`)),
  areasList: async () => notFound(await call('GET', `/api/areas?empresaId=${empresaB.id}`)),
  vacantesList: async () => notFound(await call('GET', `/api/vacantes?empresaId=${empresaB.id}`)),
  vacantesCreate: async () =>
    notFound(
      await call('POST', '/api/vacantes', {
        titulo: 'Colada',
        lugar: 'Bilbao',
        responsableId: adminA.user.id,
        servicioId: 'entrevistas-profundidad',
        empresaId: empresaB.id,
      }),
    ),
  vacantesGet: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}?empresaId=${empresaB.id}`));
  },
  vacantesUpdate: async () => {
    notFound(await call('PUT', `/api/vacantes/${vacanteB.id}`, { version: vacanteB.version, titulo: 'Cambiada' }));
    notFound(await call('PUT', `/api/vacantes/${vacanteB.id}?empresaId=${empresaB.id}`, { version: vacanteB.version, titulo: 'Cambiada' }));
  },
  vacantesCandidaturasList: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/candidatos`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/candidatos?empresaId=${empresaB.id}&etapa=nuevo`));
  },
  vacantesCandidaturasCreate: async () => {
    notFound(await call('POST', `/api/vacantes/${vacanteB.id}/candidatos`, { candidatoId: candidatoB.id }));
    notFound(await call('POST', `/api/vacantes/${vacanteB.id}/candidatos?empresaId=${empresaB.id}`, { candidatoId: candidatoB.id }));
  },
  vacantesCandidaturasMover: async () => {
    const ruta = `/api/vacantes/${vacanteB.id}/candidatos/${candidatoB.id}`;
    notFound(await call('PUT', ruta, { etapa: 'finalista', version: 1 }));
    notFound(await call('PUT', `${ruta}?empresaId=${empresaB.id}`, { etapa: 'finalista', version: 1 }));
    // Still where B put it.
    const deB = await stack.call('GET', `/api/vacantes/${vacanteB.id}/candidatos`, { token: adminB.token });
    expect(deB.body.data.items.map((c: { etapa: string }) => c.etapa)).toEqual(['nuevo']);
  },
  vacantesCandidaturasExportar: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/exportar`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/exportar?empresaId=${empresaB.id}`));
  },
  // B's vacancy's public link (D187): A can neither publish nor retire it.
  vacantesEnlace: async () => {
    notFound(await call('PUT', `/api/vacantes/${vacanteB.id}/enlace`, { publicado: true, version: vacanteB.version }));
    notFound(
      await call('PUT', `/api/vacantes/${vacanteB.id}/enlace?empresaId=${empresaB.id}`, { publicado: true, version: vacanteB.version }),
    );
    const deB = await stack.call('GET', `/api/vacantes/${vacanteB.id}`, { token: adminB.token });
    expect(deB.body.data.enlace).toBeNull();
  },
  // B's vacancy's bulk actions (D190): A can neither start one, nor list, nor read B's, nor draft its mail.
  vacantesLotesCreate: async () => {
    const body = { accion: 'mover', candidatos: [candidatoB.id], etapa: 'descartado' };
    notFound(await call('POST', `/api/vacantes/${vacanteB.id}/lotes`, body));
    notFound(await call('POST', `/api/vacantes/${vacanteB.id}/lotes?empresaId=${empresaB.id}`, body));
    expect((await stack.call('GET', `/api/vacantes/${vacanteB.id}/lotes`, { token: adminB.token })).body.data.items).toEqual([]);
  },
  vacantesLotesList: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes?empresaId=${empresaB.id}`));
  },
  vacantesLotesBorrador: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes/borrador`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes/borrador?empresaId=${empresaB.id}`));
  },
  vacantesLotesGet: async () => {
    // B's own action (to «nuevo», where B's candidate already is: the board stays as it was).
    const deB = await stack.call('POST', `/api/vacantes/${vacanteB.id}/lotes`, {
      token: adminB.token,
      body: { accion: 'mover', candidatos: [candidatoB.id], etapa: 'nuevo' },
    });
    expect(deB.status, JSON.stringify(deB.body)).toBe(202);
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes/${deB.body.data.id}`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/lotes/${deB.body.data.id}?empresaId=${empresaB.id}`));
  },
  // B's candidates side by side (D188): by id, or naming B, A reads nothing of B's reports.
  vacantesComparar: async () => {
    const q = `candidatos=${candidatoB.id},${usuarioB.id}`;
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/comparar?${q}`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/comparar?${q}&empresaId=${empresaB.id}`));
  },
  // B's vacancy's figures (D194): counts only, and still B's.
  vacantesCifras: async () => {
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/cifras`));
    notFound(await call('GET', `/api/vacantes/${vacanteB.id}/cifras?empresaId=${empresaB.id}`));
  },
  // B's pipeline stages (D195): A neither reads nor saves them by naming B, and B's stay as they were.
  vacantesEtapasGet: async () => notFound(await call('GET', `/api/vacantes/etapas?empresaId=${empresaB.id}`)),
  vacantesEtapasUpdate: async () => {
    const deB = await stack.call('GET', '/api/vacantes/etapas', { token: adminB.token });
    const cuerpo = {
      etapas: [...deB.body.data.etapas.map(({ id, nombre }: { id: string; nombre: string }) => ({ id, nombre })), { nombre: 'De A' }],
      version: deB.body.data.version,
    };
    notFound(await call('PUT', `/api/vacantes/etapas?empresaId=${empresaB.id}`, cuerpo));
    expect((await stack.call('GET', '/api/vacantes/etapas', { token: adminB.token })).body.data).toEqual(deB.body.data);
  },
  serviciosHrDisponibles: async () => notFound(await call('GET', `/api/servicios-hr/disponibles?empresaId=${empresaB.id}`)),
  // A company's own templates (D164): B's template, made by B's admin, is 404 to A by id or by naming B.
  serviciosHrPropiasList: async () => {
    notFound(await call('GET', `/api/servicios-hr/propias?empresaId=${empresaB.id}`));
    await plantillaB();
    expect((await call('GET', '/api/servicios-hr/propias')).body.data).toEqual([]);
  },
  serviciosHrPropiasCreate: async () =>
    notFound(await call('POST', '/api/servicios-hr/propias', { empresaId: empresaB.id, desde: 'entrevistas-profundidad' })),
  serviciosHrPropiasGet: async () => notFound(await call('GET', `/api/servicios-hr/propias/${(await plantillaB()).id}`)),
  serviciosHrPropiasUpdate: async () => {
    const p = await plantillaB();
    notFound(await call('PUT', `/api/servicios-hr/propias/${p.id}`, { version: p.version, nombre: 'De A' }));
    const deB = await stack.call('GET', `/api/servicios-hr/propias/${p.id}`, { token: adminB.token });
    expect(deB.body.data).toMatchObject({ nombre: 'Plantilla de B', version: 1 });
  },
  candidatosList: async () => {
    notFound(await call('GET', `/api/candidatos?empresaId=${empresaB.id}`));
    // Without naming B, A's list and search hold none of B's candidates.
    expect((await call('GET', '/api/candidatos?q=candidata')).body.data.items).toEqual([]);
    // B's vacancy (it holds B's candidate) as a filter (D196) is 404: A's list never reads its applications.
    notFound(await call('GET', `/api/candidatos?vacanteId=${vacanteB.id}`));
  },
  // The list's CSV (D186): naming B is 404; without naming it, A's file holds none of B's candidates.
  candidatosExportarCsv: async () => {
    await csvSinB('/api/candidatos/exportar', 'q=candidata', /^\uFEFF?nombre,email,/, 'iso-b.test');
    notFound(await call('GET', `/api/candidatos/exportar?vacanteId=${vacanteB.id}`));
  },
  candidatosEstadisticas: async () => notFound(await call('GET', `/api/candidatos/estadisticas/resumen?empresaId=${empresaB.id}`)),
  candidatosRetencionMes: async () => notFound(await call('GET', `/api/candidatos/retencion/mes?empresaId=${empresaB.id}`)),
  candidatosGet: async () => notFound(await call('GET', `/api/candidatos/${candidatoB.id}`)),
  candidatosExportar: async () => notFound(await call('GET', `/api/candidatos/${candidatoB.id}/exportar`)),
  candidatosCreate: async () =>
    notFound(await call('POST', '/api/candidatos', { nombre: 'Colado', email: 'colado@iso-b.test', empresaId: empresaB.id })),
  candidatosImportar: async () => {
    notFound(
      await call('POST', '/api/candidatos/importar', { empresaId: empresaB.id, contenido: 'nombre,email\nColado,colado@iso-b.test\n' }),
    );
    // Into B's vacancy (D191): A's own import naming it is a 404 before anything is stored.
    notFound(
      await call('POST', '/api/candidatos/importar', { vacanteId: vacanteB.id, contenido: 'nombre,email\nColado,colado@iso-b.test\n' }),
    );
  },
  candidatosImportacion: async () => {
    notFound(await call('GET', `/api/candidatos/importaciones/${importacionB.id}`));
    notFound(await call('GET', `/api/candidatos/importaciones/${importacionB.id}?empresaId=${empresaB.id}`));
  },
  entrevistasList: async () => notFound(await call('GET', `/api/entrevistas?empresaId=${empresaB.id}`)),
  // The list's CSV (D186): naming B is 404; B's candidate named by id gives A a file with none of B's interviews.
  entrevistasExportarCsv: async () => {
    await csvSinB('/api/entrevistas/exportar', `candidatoId=${candidatoB.id}`, /^\uFEFF?candidato,email,/, 'iso-b.test');
  },
  entrevistasEstadisticas: async () => notFound(await call('GET', `/api/entrevistas/estadisticas?empresaId=${empresaB.id}`)),
  entrevistasGet: async () => notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}`)),
  entrevistasEnlace: async () => notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/enlace`)),
  entrevistasCalendario: async () => notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/calendario.ics`)),
  entrevistasCreate: async () =>
    notFound(
      await call('POST', '/api/entrevistas', {
        empresaId: empresaB.id,
        candidatoId: candidatoB.id,
        servicioId: 'entrevistas-profundidad',
        fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ),
  entrevistasUpdate: async () => notFound(await call('PUT', `/api/entrevistas/${entrevistaB.id}`, { duracionEstimada: 30 })),
  entrevistasDelete: async () => notFound(await call('DELETE', `/api/entrevistas/${entrevistaB.id}`)),
  entrevistasIniciar: async () => notFound(await call('POST', `/api/entrevistas/${entrevistaB.id}/iniciar`)),
  entrevistasSimular: async () => notFound(await call('POST', `/api/entrevistas/${entrevistaB.id}/simular`)),
  entrevistasReintentarAnalisis: async () => notFound(await call('POST', `/api/entrevistas/${entrevistaB.id}/reintentar-analisis`)),
  entrevistasValidar: async () =>
    notFound(
      await call('PUT', `/api/entrevistas/${entrevistaB.id}/validacion`, { decision: 'recomendado', comentario: 'Colada de A en B' }),
    ),
  // No company is named: the analysis touches only the caller's own rate-limit counter.
  entrevistasAnalisisTexto: async () => {
    const res = await call('POST', '/api/analisis/texto', { texto: 'Un texto cualquiera de la empresa A.' });
    expect(res.status).toBe(200);
    expect(res.body.data.metodo).toBe('léxico-heurístico-v1');
  },
  informesList: async () => notFound(await call('GET', `/api/informes?empresaId=${empresaB.id}`)),
  // The candidate's views on the assessment (D150): B's interview, by id or by naming B.
  entrevistasImpugnacion: async () => {
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/impugnacion`));
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/impugnacion?empresaId=${empresaB.id}`));
  },
  entrevistasResponderImpugnacion: async () =>
    notFound(await call('PUT', `/api/entrevistas/${entrevistaB.id}/impugnacion`, { respuesta: 'Colada de A en B' })),
  // Feedback to the candidate and their opinion (D173).
  entrevistasComentarios: async () => {
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/comentarios`));
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/comentarios?empresaId=${empresaB.id}`));
  },
  entrevistasAprobarComentarios: async () =>
    notFound(
      await call('PUT', `/api/entrevistas/${entrevistaB.id}/comentarios`, {
        asunto: 'Colada de A en B',
        mensaje: 'Colada de A en B',
        fortalezas: [{ texto: 'Colada de A en B', cita: 'una cita de otra empresa', pregunta: 0 }],
        mejoras: [{ texto: 'Colada de A en B', cita: 'una cita de otra empresa', pregunta: 0 }],
      }),
    ),
  informesImpugnaciones: async () => notFound(await call('GET', `/api/informes/impugnaciones?empresaId=${empresaB.id}`)),
  // The candidate's adjustments and thread (D172): B's interview, by id or by naming B.
  entrevistasAyuda: async () => {
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/ayuda`));
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/ayuda?empresaId=${empresaB.id}`));
  },
  entrevistasResponderAyuda: async () =>
    notFound(await call('POST', `/api/entrevistas/${entrevistaB.id}/ayuda`, { tipo: 'mensaje', texto: 'Colado de A en B' })),
  // The interview's WhatsApp sends (issue 68): B's interview, by id or by naming B.
  entrevistasWhatsapp: async () => {
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/whatsapp`));
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/whatsapp?empresaId=${empresaB.id}`));
  },
  // The oversight record (D153). An interview's record outlives the interview (an erasure leaves it),
  // so an unknown id reads as an empty record: B's id from A reads A's record, which has none of it.
  entrevistasSupervision: async () => {
    notFound(await call('GET', `/api/entrevistas/${entrevistaB.id}/supervision?empresaId=${empresaB.id}`));
    const propio = await call('GET', `/api/entrevistas/${entrevistaB.id}/supervision`);
    expect(propio.body.data).toEqual({ entradas: [], cursor: null });
  },
  // The list's CSV (D192): naming B is 404; A's own file (its search naming B's candidate) holds none of B's reports.
  informesExportarCsv: async () => {
    const propio = await csvSinB('/api/informes/exportar', 'q=candidata', /^\uFEFF?candidato,plantilla,/, 'Candidata de B');
    expect(propio.split('\r\n').filter(Boolean)).toHaveLength(1);
  },
  informesSupervisionExportar: async () => {
    const periodo = `desde=${HOY}&hasta=${HOY}&formato=json`;
    notFound(await call('GET', `/api/informes/supervision/exportar?empresaId=${empresaB.id}&${periodo}`));
    // A's own period holds none of B's entries (B paused its AI today).
    const propio = await call('GET', `/api/informes/supervision/exportar?${periodo}`);
    expect(propio.body.entradas).toEqual([]);
  },
  // The algorithm dossier (D174): B's dossier and deliveries answer 404 to A; a delivery named for B stores nothing.
  informesDosier: async () => {
    notFound(await call('GET', `/api/informes/dosier-algoritmico?empresaId=${empresaB.id}`));
    const propio = await call('GET', '/api/informes/dosier-algoritmico');
    expect(propio.body.data.empresa.id).toBe(empresaA.id);
  },
  informesDosierEntregas: async () => {
    notFound(await call('GET', `/api/informes/dosier-algoritmico/entregas?empresaId=${empresaB.id}`));
    expect((await call('GET', '/api/informes/dosier-algoritmico/entregas')).body.data.entregas).toEqual([]);
  },
  informesDosierEntregaCreate: async () => {
    const cuerpo = { fecha: HOY, organo: 'Comité de empresa', hash: 'a'.repeat(64), desde: HOY, hasta: HOY };
    notFound(await call('POST', `/api/informes/dosier-algoritmico/entregas?empresaId=${empresaB.id}`, cuerpo));
  },
  // The company's own answers (issue 65 item 6): B's answers are 404 to A, and a save named for B writes nothing of B's.
  informesDosierRespuestas: async () => {
    notFound(await call('GET', `/api/informes/dosier-algoritmico/respuestas?empresaId=${empresaB.id}`));
    expect((await call('GET', '/api/informes/dosier-algoritmico/respuestas')).body.data.version).toBe(0);
  },
  informesDosierRespuestasUpdate: async () => {
    const cuerpo = { version: 0, respuestas: { contacto: 'Ajeno' } };
    notFound(await call('PUT', `/api/informes/dosier-algoritmico/respuestas?empresaId=${empresaB.id}`, cuerpo));
  },
  configuracionPausaIaGet: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/pausa-ia`)),
  configuracionPausaIaUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/pausa-ia`, { pausada: false })),
  configuracionUmbralRecomendacionGet: async () =>
    notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/umbral-recomendacion`)),
  configuracionUmbralRecomendacionUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/umbral-recomendacion`, { umbral: 10 })),
  configuracionSenalesIntegridadGet: async () =>
    notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/senales-integridad`)),
  configuracionSenalesIntegridadUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/senales-integridad`, { activas: true })),
  configuracionComentariosCandidatoGet: async () =>
    notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/comentarios-candidato`)),
  configuracionComentariosCandidatoUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/comentarios-candidato`, { activos: false })),
  analyticsGet: async () => notFound(await call('GET', `/api/analytics?empresaId=${empresaB.id}`)),
  // Analytics' «Vacantes» (D199): naming B is a 404; A's own table never lists B's vacancy.
  analyticsVacantes: async () => {
    notFound(await call('GET', `/api/analytics/vacantes?empresaId=${empresaB.id}`));
    const propio = await call('GET', '/api/analytics/vacantes');
    expect(propio.status).toBe(200);
    expect(propio.body.data.filas.some((f: { vacanteId: string }) => f.vacanteId === vacanteB.id)).toBe(false);
  },
  // The fairness monitor and its export (D175): naming B is a 404; A's own monitor counts only A's.
  analyticsEquidad: async () => {
    notFound(await call('GET', `/api/analytics/equidad?empresaId=${empresaB.id}&desde=2026-01-01&hasta=2026-12-31`));
    const propio = await call('GET', '/api/analytics/equidad?desde=2026-01-01&hasta=2026-12-31');
    expect(propio.body.data.respuestas).toBe(0);
  },
  analyticsEquidadExportar: async () => notFound(await call('GET', `/api/analytics/equidad/exportar?empresaId=${empresaB.id}&anio=2026`)),
  configuracionEquidadMinimoGet: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/equidad-minimo`)),
  configuracionEquidadMinimoUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/equidad-minimo`, { minimoN: 1 })),
  configuracionModeloBedrockUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/modelo-bedrock`, { modelo: null })),
  configuracionSalvaguardaTransferenciaUpdate: async () =>
    notFound(
      await call('PUT', `/api/configuracion/empresa/${empresaB.id}/salvaguarda-transferencia`, {
        tipo: 'Cláusulas contractuales modelo',
        referencia: 'Colada de A para B',
        fechaDocumento: '2026-01-15',
      }),
    ),
  informesEstadisticas: async () => notFound(await call('GET', `/api/informes/estadisticas?empresaId=${empresaB.id}`)),
  configuracionEmpresaApis: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/apis`)),
  configuracionEmpresaApiUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/apis/openai`, { apiKey: 'sk-colada-de-a-para-b-0000' })),
  configuracionEmpresaApiDelete: async () => notFound(await call('DELETE', `/api/configuracion/empresa/${empresaB.id}/apis/openai`)),
  // The WhatsApp connection (issue 68 item 1): A's admin reaches none of B's; B's, once connected, stays as it was.
  configuracionWhatsappGet: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/whatsapp`)),
  configuracionWhatsappUpdate: async () => {
    notFound(
      await call('PUT', `/api/configuracion/empresa/${empresaB.id}/whatsapp`, {
        phoneNumberId: stack.whatsapp.numero.phoneNumberId,
        wabaId: stack.whatsapp.numero.wabaId,
        accessToken: 'EAAintruso-de-a-0000',
        appSecret: 'secreto-de-a',
      }),
    );
    const deB = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}/whatsapp`, { token: superadmin.token });
    expect(deB.body.data.tokenUltimos4).not.toBe('0000');
  },
  configuracionWhatsappDelete: async () => {
    const conectar = await stack.call('PUT', `/api/configuracion/empresa/${empresaB.id}/whatsapp`, {
      token: superadmin.token,
      body: {
        phoneNumberId: stack.whatsapp.numero.phoneNumberId,
        wabaId: stack.whatsapp.numero.wabaId,
        accessToken: 'EAAdeB-7777',
        appSecret: 'b',
      },
    });
    expect(conectar.status, JSON.stringify(conectar.body)).toBe(200);
    notFound(await call('DELETE', `/api/configuracion/empresa/${empresaB.id}/whatsapp`));
    const deB = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}/whatsapp`, { token: superadmin.token });
    expect(deB.body.data).toMatchObject({ configurada: true, tokenUltimos4: '7777', comprobacion: { estado: 'conectada' } });
  },
  // Its templates (issue 68 item 2): A's admin cannot create or read them in B's account.
  configuracionWhatsappPlantillas: async () =>
    notFound(await call('POST', `/api/configuracion/empresa/${empresaB.id}/whatsapp/plantillas`)),
  configuracionComprobarApi: async () =>
    notFound(await call('POST', '/api/configuracion/test-api', { provider: 'openai', empresaId: empresaB.id })),
  configuracionSistema: async () => notFound(await call('GET', `/api/configuracion/sistema?empresaId=${empresaB.id}`)),
  configuracionEntradasList: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}`)),
  configuracionEntradasActivas: async () => notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/activas`)),
  configuracionEntradaPorNombre: async () =>
    notFound(await call('GET', `/api/configuracion/empresa/${empresaB.id}/nombre/${configB.nombre}`)),
  configuracionEntradaPorNombreUpdate: async () =>
    notFound(await call('PUT', `/api/configuracion/empresa/${empresaB.id}/nombre/${configB.nombre}`, { valor: '99', tipo: 'number' })),
  configuracionEntradaGet: async () => {
    notFound(await call('GET', `/api/configuracion/${configB.id}`));
    notFound(await call('GET', `/api/configuracion/${configB.id}?empresaId=${empresaB.id}`));
  },
  configuracionEntradaCreate: async () =>
    notFound(await call('POST', '/api/configuracion', { empresaId: empresaB.id, nombre: 'colada', valor: 'x' })),
  configuracionEntradaUpdate: async () => {
    notFound(await call('PUT', `/api/configuracion/${configB.id}`, { valor: '98' }));
    notFound(await call('PUT', `/api/configuracion/${configB.id}?empresaId=${empresaB.id}`, { valor: '97' }));
  },
  configuracionEntradaDelete: async () => {
    notFound(await call('DELETE', `/api/configuracion/${configB.id}`));
    notFound(await call('DELETE', `/api/configuracion/${configB.id}?empresaId=${empresaB.id}`));
  },
  candidatosUpdate: async () => notFound(await call('PUT', `/api/candidatos/${candidatoB.id}`, { nombre: 'Cambiada' })),
  candidatosDelete: async () => notFound(await call('DELETE', `/api/candidatos/${candidatoB.id}`)),
  candidatosBorradoSolicitado: async () => {
    notFound(await call('GET', `/api/candidatos/${candidatoB.id}/borrado-solicitado`));
    notFound(await call('GET', `/api/candidatos/${candidatoB.id}/borrado-solicitado?empresaId=${empresaB.id}`));
  },
  // D163: B's candidate's CV and rejection mail, and B's interview's invitation, are out of A's reach.
  candidatosCvSubir: async () => {
    const form = new FormData();
    form.append('cv', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${stack.apiUrl}/api/candidatos/${candidatoB.id}/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminA.token}` },
      body: form,
    });
    notFound({ status: res.status, body: await res.json() });
  },
  candidatosCvEnlace: async () => notFound(await call('POST', `/api/candidatos/${candidatoB.id}/cv/enlace`, {})),
  candidatosCvQuitar: async () => notFound(await call('DELETE', `/api/candidatos/${candidatoB.id}/cv`)),
  candidatosRechazoVista: async () => notFound(await call('GET', `/api/candidatos/${candidatoB.id}/rechazo`)),
  candidatosRechazoEnviar: async () => notFound(await call('POST', `/api/candidatos/${candidatoB.id}/rechazo`, { confirmar: true })),
  // The candidate's WhatsApp opt-in (issue 68 item 3): another company's candidate is a 404, read or written.
  candidatosWhatsapp: async () => notFound(await call('GET', `/api/candidatos/${candidatoB.id}/whatsapp`)),
  candidatosWhatsappRegistrar: async () =>
    notFound(await call('POST', `/api/candidatos/${candidatoB.id}/whatsapp`, { evidencia: 'Lo pidió por teléfono' })),
  candidatosWhatsappBaja: async () => notFound(await call('POST', `/api/candidatos/${candidatoB.id}/whatsapp/baja`, {})),
  entrevistasReenviarInvitacion: async () => notFound(await call('POST', `/api/entrevistas/${entrevistaB.id}/reenviar-invitacion`)),
  candidatosBorradoOposicion: async () =>
    notFound(
      await call('POST', `/api/candidatos/${candidatoB.id}/borrado-solicitado/oposicion`, {
        motivo: 'Un motivo legal suficientemente largo para pasar la validación del cuerpo.',
      }),
    ),
  areasCreate: async () => notFound(await call('POST', '/api/areas', { nombreArea: 'Colada', empresaId: empresaB.id })),
  areasUpdate: async () => notFound(await call('PUT', `/api/areas/${areaB.id}`, { nombreArea: 'Cambiada' })),
  areasDelete: async () => notFound(await call('DELETE', `/api/areas/${areaB.id}`)),
  dashboardGet: async () => notFound(await call('GET', `/api/dashboard?empresaId=${empresaB.id}`)),
  // A new company's first steps (D164): A can neither read B's nor dismiss them.
  // The plan and a plan change (D164): A can neither read B's plan nor ask for B.
  dashboardPlanGet: async () => notFound(await call('GET', `/api/dashboard/plan?empresaId=${empresaB.id}`)),
  dashboardCambioPlanCreate: async () => {
    notFound(await call('POST', '/api/dashboard/cambio-plan', { empresaId: empresaB.id, planId: 'enterprise' }));
    expect((await stack.call('GET', '/api/dashboard/plan', { token: adminB.token })).body.data.ultimaSolicitud).toBeNull();
  },
  dashboardPrimerosPasosGet: async () => notFound(await call('GET', `/api/dashboard/primeros-pasos?empresaId=${empresaB.id}`)),
  dashboardPrimerosPasosUpdate: async () => {
    notFound(await call('PUT', '/api/dashboard/primeros-pasos', { empresaId: empresaB.id, oculta: true }));
    expect((await stack.call('GET', '/api/dashboard/primeros-pasos', { token: adminB.token })).body.data.oculta).toBe(false);
  },
  planEstrategicoEnlace: async () => notFound(await call('POST', `${planUrl()}/enlace`, { descarga: false })),
  // Rows whose tenant is the caller's own partition: whatever is asked, only A's data answers.
  authMe: async () => {
    const res = await call('GET', '/api/auth/me');
    expect(res.body.data.empresas.map((e: { id: string }) => e.id)).toEqual([empresaA.id]);
    expect(res.body.data.user.email).toBe('admin@iso-a.test');
  },
  authInit: async () => expect((await call('POST', '/api/init')).body.data.empresaId).toBe(empresaA.id),
  // The caller's own password only: the body cannot name another account or company.
  authPassword: async () => {
    for (const campo of ['email', 'empresaId', 'userId']) {
      const res = await call('POST', '/api/auth/password', {
        passwordActual: 'x',
        password: 'Pusb-Clave-2026',
        confirmPassword: 'Pusb-Clave-2026',
        [campo]: campo === 'email' ? 'admin@iso-b.test' : empresaB.id,
      });
      expect(res, JSON.stringify(res.body)).toMatchObject({ status: 400, body: { message: `Campo no permitido: ${campo}` } });
    }
  },
  authOauthVerify: async () => expect((await call('GET', '/api/oauth/verify')).body.data.user.empresaId).toBe(empresaA.id),
  perfilGet: async () => expect((await call('GET', '/api/perfil')).body.data.email).toBe('admin@iso-a.test'),
  perfilUpdate: async () => {
    expect((await call('PUT', '/api/perfil', { empresaId: empresaB.id })).status).toBe(400);
    expect((await call('PUT', '/api/perfil', { telefono: '600 000 000' })).body.data.email).toBe('admin@iso-a.test');
  },
  perfilAvatar: async () => {
    const form = new FormData();
    form.append('avatar', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${stack.apiUrl}/api/perfil/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminA.token}` },
      body: form,
    });
    expect((await res.json()).data.avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${adminA.user.id}/`));
  },
  empresasLicenciasActivas: async () => expect((await call('GET', '/api/empresas/licencias-activas')).body.data.totalEmpresas).toBe(1),
  notificacionesList: async () => {
    const items = (await call('GET', '/api/notificaciones')).body.data.items as Array<{ id: string }>;
    expect(items.map((n) => n.id)).not.toContain(notifB.id);
  },
  notificacionesLeer: async () => notFound(await call('PATCH', `/api/notificaciones/${notifB.id}`, { isRead: true })),
  notificacionesLeerTodas: async () => expect((await call('POST', '/api/notificaciones/leer-todas')).status).toBe(200),
  notificacionesDelete: async () => notFound(await call('DELETE', `/api/notificaciones/${notifB.id}`)),
  notificacionesDeleteAll: async () => expect((await call('DELETE', '/api/notificaciones')).status).toBe(200),
  datosExportar: async () => {
    notFound(await call('GET', `/api/datos/exportar?empresaId=${empresaB.id}`));
    const propia = await call('GET', '/api/datos/exportar');
    expect(propia.body.data.empresas.map((e: { id: string }) => e.id)).toEqual([empresaA.id]);
  },
  datosBackupsCreate: async () => notFound(await call('POST', `/api/datos/backups?empresaId=${empresaB.id}`)),
  datosBackupsList: async () => {
    notFound(await call('GET', `/api/datos/backups?empresaId=${empresaB.id}`));
    expect((await call('GET', '/api/datos/backups')).body.data.items.map((b: { id: string }) => b.id)).not.toContain(backupB.id);
  },
  datosBackupEnlace: async () => {
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/enlace`));
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/enlace?empresaId=${empresaB.id}`));
  },
  datosBackupRestaurar: async () => {
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/restaurar`));
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/restaurar?empresaId=${empresaB.id}`));
  },
  datosImportar: async () => {
    notFound(await call('POST', '/api/datos/importar', { archivo: archivoB, empresaId: empresaB.id }));
    // Into A's own scope, B's rows are refused one by one and none is written.
    const res = await call('POST', '/api/datos/importar', { archivo: archivoB });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.data.creados + res.body.data.actualizados).toBe(0);
    expect(res.body.data.rechazados).toBeGreaterThan(0);
  },
  datosImportacionSubida: async () =>
    notFound(await call('POST', '/api/datos/importaciones/subida', { empresaId: empresaB.id, nombreArchivo: 'x.json', tamano: 10 })),
  datosImportacionCreate: async () => {
    // B's uploaded file, confirmed in A's scope or naming B: neither reaches it.
    notFound(await call('POST', '/api/datos/importaciones', { key: importacionDatosB.key }));
    notFound(await call('POST', '/api/datos/importaciones', { key: importacionDatosB.key, empresaId: empresaB.id }));
  },
  datosImportacion: async () => {
    notFound(await call('GET', `/api/datos/importaciones/${importacionDatosB.id}`));
    notFound(await call('GET', `/api/datos/importaciones/${importacionDatosB.id}?empresaId=${empresaB.id}`));
  },
  datosLimpiar: async () => notFound(await call('POST', '/api/datos/limpiar', { empresaId: empresaB.id, confirmacion: 'Empresa B' })),
  datosBackupRestauracion: async () => {
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/restauracion`));
    notFound(await call('POST', `/api/datos/backups/${backupB.id}/restauracion?empresaId=${empresaB.id}`));
  },
  datosLimpiezaCreate: async () =>
    notFound(await call('POST', '/api/datos/limpiezas', { empresaId: empresaB.id, confirmacion: 'Empresa B' })),
  clavesAccesoList: async () => {
    notFound(await call('GET', `/api/claves-acceso?empresaId=${empresaB.id}`));
    expect((await call('GET', '/api/claves-acceso')).body.data.items.map((c: { id: string }) => c.id)).not.toContain(claveB.id);
  },
  clavesAccesoCreate: async () =>
    notFound(await call('POST', '/api/claves-acceso', { nombre: 'Colada', alcances: ['candidatos:leer'], empresaId: empresaB.id })),
  clavesAccesoDelete: async () => {
    notFound(await call('DELETE', `/api/claves-acceso/${claveB.id}`));
    notFound(await call('DELETE', `/api/claves-acceso/${claveB.id}?empresaId=${empresaB.id}`));
  },
  webhooksList: async () => {
    notFound(await call('GET', `/api/webhooks?empresaId=${empresaB.id}`));
    expect((await call('GET', '/api/webhooks')).body.data.items.map((w: { id: string }) => w.id)).not.toContain(webhookB.id);
  },
  webhooksCreate: async () =>
    notFound(
      await call('POST', `/api/webhooks?empresaId=${empresaB.id}`, { url: 'https://intruso.example/x', eventos: ['informe.listo'] }),
    ),
  webhooksPatch: async () => {
    notFound(await call('PATCH', `/api/webhooks/${webhookB.id}`, { activo: false }));
    notFound(await call('PATCH', `/api/webhooks/${webhookB.id}?empresaId=${empresaB.id}`, { url: 'https://intruso.example/x' }));
  },
  webhooksDelete: async () => {
    notFound(await call('DELETE', `/api/webhooks/${webhookB.id}`));
    notFound(await call('DELETE', `/api/webhooks/${webhookB.id}?empresaId=${empresaB.id}`));
  },
  webhooksRotarSecreto: async () => notFound(await call('POST', `/api/webhooks/${webhookB.id}/rotar-secreto`)),
  webhooksEntregasList: async () => {
    notFound(await call('GET', `/api/webhooks/${webhookB.id}/entregas`));
    notFound(await call('GET', `/api/webhooks/${webhookB.id}/entregas?empresaId=${empresaB.id}`));
  },
  webhooksReenviar: async () => notFound(await call('POST', `/api/webhooks/${webhookB.id}/entregas/${entregaB.id}/reenviar`)),
  webhooksComprobar: async () => notFound(await call('POST', `/api/webhooks/${webhookB.id}/comprobar`)),
  // Greenhouse's rows act on the key's company only: they name no company at all.
  greenhouseServicios: async () => expect((await greenhouseA('GET', '/api/greenhouse/list_tests')).status).toBe(200),
  greenhouseProgramar: async () => {
    // B's candidate's email, sent with A's key: a candidate and an interview of A, nothing of B's.
    const res = await greenhouseA('POST', '/api/greenhouse/send_test', {
      partner_test_id: 'entrevistas-profundidad',
      candidate: { first_name: 'Candidata', last_name: 'de B', email: 'candidata@iso-b.test', greenhouse_profile_url: 'https://x.test/1' },
      url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/iso-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const enA = await stack.call('GET', `/api/entrevistas/${res.body.partner_interview_id}`, { token: adminA.token });
    expect(enA.body.data.empresaId).toBe(empresaA.id);
  },
  greenhouseEstado: async () => notFound(await greenhouseA('GET', `/api/greenhouse/test_status?partner_interview_id=${entrevistaB.id}`)),
  greenhouseErrorRespuesta: async () =>
    expect((await greenhouseA('POST', '/api/greenhouse/response_error', { api_call: 'list_tests', errors: ['x'] })).status).toBe(200),
  // The Harvest v3 connection (D197): a company admin's, like the webhooks; B's stays as it was.
  greenhouseHarvestGet: async () => notFound(await call('GET', `/api/greenhouse/harvest?empresaId=${empresaB.id}`)),
  greenhouseHarvestUpdate: async () => {
    notFound(
      await call('PUT', `/api/greenhouse/harvest?empresaId=${empresaB.id}`, {
        clientId: 'intruso',
        clientSecret: 'intruso-1',
        userId: '1',
      }),
    );
    const deB = await stack.call('GET', `/api/greenhouse/harvest?empresaId=${empresaB.id}`, { token: superadmin.token });
    expect(deB.body.data.configurada).toBe(false);
  },
  greenhouseHarvestProbar: async () => notFound(await call('POST', `/api/greenhouse/harvest/probar?empresaId=${empresaB.id}`)),
  greenhouseHarvestDelete: async () => notFound(await call('DELETE', `/api/greenhouse/harvest?empresaId=${empresaB.id}`)),
  datosLimpieza: async () => {
    notFound(await call('GET', `/api/datos/limpiezas/${limpiezaB.id}`));
    notFound(await call('GET', `/api/datos/limpiezas/${limpiezaB.id}?empresaId=${empresaB.id}`));
  },
};

/** Every row marked for keys but Greenhouse's (above): A's key naming B's data. */
const casosClave: Partial<Record<RouteId, () => Promise<void>>> = {
  candidatosList: async () => {
    notFound(await conClaveA('GET', `/api/candidatos?empresaId=${empresaB.id}`));
    // A's own list holds none of B's candidates (Greenhouse's case may have made A one with B's email).
    const propios = (await conClaveA('GET', '/api/candidatos?q=candidata')).body.data.items as Array<{ id: string; empresaId: string }>;
    expect(propios.filter((c) => c.id === candidatoB.id || c.empresaId !== empresaA.id)).toEqual([]);
  },
  candidatosGet: async () => {
    notFound(await conClaveA('GET', `/api/candidatos/${candidatoB.id}`));
    notFound(await conClaveA('GET', `/api/candidatos/${candidatoB.id}?empresaId=${empresaB.id}`));
  },
  candidatosCreate: async () =>
    notFound(await conClaveA('POST', '/api/candidatos', { nombre: 'Colado', email: 'colado-clave@iso-b.test', empresaId: empresaB.id })),
  candidatosUpdate: async () => {
    notFound(await conClaveA('PUT', `/api/candidatos/${candidatoB.id}`, { nombre: 'Cambiada' }));
    notFound(await conClaveA('PUT', `/api/candidatos/${candidatoB.id}?empresaId=${empresaB.id}`, { nombre: 'Cambiada' }));
  },
  entrevistasList: async () => notFound(await conClaveA('GET', `/api/entrevistas?empresaId=${empresaB.id}`)),
  entrevistasGet: async () => notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}`)),
  entrevistasEnlace: async () => notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/enlace`)),
  entrevistasAyuda: async () => {
    notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/ayuda`));
    notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/ayuda?empresaId=${empresaB.id}`));
  },
  entrevistasWhatsapp: async () => {
    notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/whatsapp`));
    notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/whatsapp?empresaId=${empresaB.id}`));
  },
  entrevistasComentarios: async () => notFound(await conClaveA('GET', `/api/entrevistas/${entrevistaB.id}/comentarios`)),
  entrevistasCreate: async () => {
    const body = {
      candidatoId: candidatoB.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    };
    notFound(await conClaveA('POST', '/api/entrevistas', { ...body, empresaId: empresaB.id }));
    // B's candidate is no candidate of A's.
    notFound(await conClaveA('POST', '/api/entrevistas', body));
  },
  informesList: async () => notFound(await conClaveA('GET', `/api/informes?empresaId=${empresaB.id}`)),
};

describe('tenant isolation', () => {
  const scoped = routeList.filter((r) => isTenantScoped(r));

  it('every tenant-scoped route has an isolation case', () => {
    expect(scoped.filter((r) => !casos[r.id]).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it.each(scoped.map((r) => [`${r.method} ${r.path}`, r.id] as const))(
    '%s: company B is out of reach for the admin of A',
    async (_n, id) => {
      await casos[id]!();
    },
  );

  const conClave = routeList.filter((r) => r.claveApi && r.permission !== SOLO_CLAVE_API);

  it('every row marked for API keys has a case with a key of A', () => {
    expect(conClave.filter((r) => !casosClave[r.id]).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it.each(conClave.map((r) => [`${r.method} ${r.path}`, r.id] as const))('%s: company B is out of reach for a key of A', async (_n, id) => {
    await casosClave[id]!();
  });

  it('and company B is unchanged afterwards', async () => {
    const b = await stack.call('GET', `/api/empresas/${empresaB.id}`, { token: superadmin.token });
    expect(b.body.data.telefono).toBe('Sin teléfono');
    expect(b.body.data.planEstrategico).toMatchObject({ nombre: 'Plan B' });
    const users = await stack.call('GET', `/api/usuarios?empresaId=${empresaB.id}`, { token: superadmin.token });
    expect(users.body.data.items.map((u: { email: string }) => u.email).sort()).toEqual(['admin@iso-b.test', 'ops@iso-b.test']);
    expect(users.body.data.items.every((u: { nombre: string }) => u.nombre !== 'Cambiado')).toBe(true);
    const areas = await stack.call('GET', `/api/areas?empresaId=${empresaB.id}`, { token: superadmin.token });
    expect(areas.body.data.map((a: { nombreArea: string }) => a.nombreArea)).toEqual(['Área de B']);
    expect((await login(stack, usuarioB.email, usuarioB.password)).user.activo).toBe(true);
    const candidatos = await stack.call('GET', `/api/candidatos?empresaId=${empresaB.id}`, { token: superadmin.token });
    expect(candidatos.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(['Candidata de B']);
    // B's notification is still there and still unread, whatever A marked or deleted.
    const notifs = (await stack.call('GET', '/api/notificaciones', { token: adminB.token })).body.data;
    expect(notifs.items.find((n: { id: string }) => n.id === notifB.id)).toMatchObject({ isRead: false });
    expect(notifs.noLeidas).toBeGreaterThanOrEqual(1);
    // B's webhook is as B left it: on, its address and secret unrotated, its one delivery.
    const webhooks = (await stack.call('GET', '/api/webhooks', { token: adminB.token })).body.data.items;
    expect(webhooks).toEqual([
      expect.objectContaining({ id: webhookB.id, url: URL_WEBHOOK_B, estado: 'activo', secretoAnteriorHasta: null }),
    ]);
    const entregas = (await stack.call('GET', `/api/webhooks/${webhookB.id}/entregas`, { token: adminB.token })).body.data.items;
    expect(entregas.map((e: { id: string }) => e.id)).toEqual([entregaB.id]);
    // B's AI is still paused, by B's admin.
    const pausa = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}/pausa-ia`, { token: adminB.token });
    expect(pausa.body.data).toMatchObject({ pausada: true, por: { id: adminB.user.id } });
    // B's recommendation threshold is still its own, set by B's admin.
    const umbral = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}/umbral-recomendacion`, { token: adminB.token });
    expect(umbral.body.data).toMatchObject({ umbral: 6.5, por: { id: adminB.user.id } });
    // B's integrity signals are still off, by B's admin.
    const senales = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}/senales-integridad`, { token: adminB.token });
    expect(senales.body.data).toMatchObject({ activas: false, por: { id: adminB.user.id } });
    // B's vacancy is alone and as B made it.
    const vacantes = (await stack.call('GET', '/api/vacantes', { token: adminB.token })).body.data.items;
    expect(vacantes.map((v: { id: string; titulo: string; version: number }) => [v.id, v.titulo, v.version])).toEqual([
      [vacanteB.id, 'Vacante de B', 1],
    ]);
    // B's configuration entry is alone and as it was: A neither changed, deleted nor added one.
    const configs = await stack.call('GET', `/api/configuracion/empresa/${empresaB.id}`, { token: superadmin.token });
    expect(configs.body.data.items).toEqual([
      expect.objectContaining({ id: configB.id, nombre: 'max_entrevistas', valor: '5', tipo: 'number' }),
    ]);
  });
});
