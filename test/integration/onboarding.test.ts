// The onboarding provisioning through the local stack (D98): one POST /api/onboarding creates the
// company in trial, its administrator (account, profile, email marker, credentials email), tenant
// settings, initial areas and the trial subscription, with the plan's count, the platform counters
// and the month's events — counted item by item. Any failure (Cognito, the transaction, the mail)
// leaves nothing and frees the subdomain and the email; a retry with the same Idempotency-Key gets
// the same answer and no second company; a demo request becomes a company and is marked atendida
// in the same transaction; the company wizard's data goes through the same provisioning. One stack.
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { etiquetaMetodoPago } from '../../shared/schemas/saas.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { leerContadores, leerContadoresMes, plataformaKeys } from '../../functions/lib/db/plataforma.js';
import { getItem, queryAll } from '../../functions/lib/db/repository.js';
import { usuarioKeys } from '../../functions/lib/db/usuarios.js';
import { EmpresaWizard } from '../../shared/schemas/empresa.js';
import { onboardingDesdeWizard } from '../../shared/schemas/onboarding.js';
import { login, mailsTo, pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { fmt, identificacionFiscal as msgFiscal, telefonos as msgTelefonos } from '../../shared/messages.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const NO_ADMITIDO = 'País no admitido: elige España, México, Colombia, Argentina, Chile o Perú';
let n = 0;
const unico = () => ++n;
function cuerpo(o: { sub?: string; email?: string; cif?: string; extra?: Record<string, unknown> } = {}) {
  const i = unico();
  return {
    empresa: {
      nombreLegal: `Onboarding ${i} S.L.`,
      nombreComercial: `Onb ${i}`,
      cif: o.cif ?? completarCif('B', String(7_000_000 + i)),
      email: `empresa${i}@onb.test`,
    },
    administrador: { nombre: 'Laura Admin', email: o.email ?? `admin${i}@onb.test`, cargo: 'Directora RRHH' },
    tenant: { subdominio: o.sub ?? `onb-${i}` },
    planSeleccionado: 'starter',
    configuracion: { areas_iniciales: ['Tecnología', 'Ventas'], servicios_activos: ['Entrevistas con IA'] },
    ...o.extra,
  };
}
const post = (body: unknown, clave?: string) =>
  stack.call('POST', '/api/onboarding', { token: superadmin.token, body, headers: clave ? { 'idempotency-key': clave } : {} });

const mes = () => new Date().toISOString().slice(0, 7);
/** Every platform figure an onboarding moves: counters, this month's events, the starter plan's company count. */
async function cifras(): Promise<Record<string, number>> {
  const [c, m, plan] = await Promise.all([
    leerContadores(),
    leerContadoresMes(mes()),
    getItem<Record<string, any>>(plataformaKeys.plan('starter'), { consistent: true }),
  ]);
  const out: Record<string, number> = { planStarter: plan?.empresas ?? 0 };
  for (const [k, v] of Object.entries(c ?? {})) if (typeof v === 'number' && v !== 0) out[k] = v;
  for (const [k, v] of Object.entries(m ?? {})) if (typeof v === 'number' && v !== 0) out[`mes.${k}`] = v;
  return out;
}
/** The password of the credentials email (template credencialesAdministrador), its HTML entities decoded. */
const passwordDe = (html = '') =>
  /font-size:16px">([^<]+)</
    .exec(html)?.[1]
    .replace(/&amp;/g, '&')
    .replace(/&#x?[0-9a-f]+;/gi, (m) => String.fromCodePoint(parseInt(m.slice(m[2] === 'x' ? 3 : 2, -1), m[2] === 'x' ? 16 : 10)));
const marcador = (key: { PK: string; SK: string }) => getItem(key, { consistent: true });
const empresasIndice = async () => (await queryAll<{ id: string }>({ pk: 'EMPRESAS', index: 'GSI1' })).length;

/** What must not exist after a failed onboarding of `b`: markers, the account, the mail; the counters as they were. */
async function nadaQueda(b: ReturnType<typeof cuerpo>, antes: Record<string, number>, indice: number) {
  expect(await marcador(empresaKeys.subdominio(b.tenant.subdominio))).toBeUndefined();
  expect(await marcador(empresaKeys.cif(b.empresa.cif))).toBeUndefined();
  expect(await marcador(usuarioKeys.email(b.administrador.email))).toBeUndefined();
  expect(await cifras()).toEqual(antes);
  expect(await empresasIndice()).toBe(indice);
  expect(await mailsTo(stack, b.administrador.email)).toEqual([]);
  const entrar = await stack.call('POST', '/api/auth/login', { body: { email: b.administrador.email, password: 'Cualquiera-2026' } });
  expect(entrar.status).toBe(401);
}

describe('POST /api/onboarding', () => {
  it('provisions everything in one go, counted item by item, and the admin signs in with the mailed password', async () => {
    const antes = await cifras();
    const b = cuerpo({
      sub: 'Acme-RRHH',
      extra: {
        tenant: { subdominio: 'Acme-RRHH', dominio_personalizado: 'RRHH.acme.com', logo_url: 'https://acme.com/logo.png' },
        // The wizard's browser zone (D133): the company's clock for its interviews.
        configuracion: {
          areas_iniciales: ['Tecnología', 'Ventas'],
          servicios_activos: ['Entrevistas con IA'],
          zonaHoraria: 'Atlantic/Canary',
        },
      },
    });
    const res = await post(b);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Empresa configurada correctamente. Hemos enviado las credenciales al administrador.');
    const r = res.body.data;
    const dias = (f: string) => Math.round((Date.parse(f) - Date.parse(r.suscripcion.fechaInicio)) / 86_400_000);
    expect(r).toMatchObject({
      empresa: { subdominio: 'acme-rrhh', plan: 'starter', estado: 'trial', nombre: b.empresa.nombreComercial },
      administrador: { email: b.administrador.email, nombre: 'Laura Admin' },
      suscripcion: { estado: 'trial' },
      areas: ['Tecnología', 'Ventas'],
    });
    expect(dias(r.suscripcion.fechaFin)).toBe(30);
    expect(dias(r.suscripcion.fechaProximoPago)).toBe(30);

    // The company's partition, item by item.
    const items = await queryAll<Record<string, any>>({ pk: `EMP#${r.empresa.id}` });
    const por = (sk: string) => items.filter((i) => String(i.SK).startsWith(sk));
    expect(items.map((i) => String(i.SK).replace(/#.*/, '#')).sort()).toEqual(
      ['AREA#', 'AREA#', 'AREANOMBRE#', 'AREANOMBRE#', 'EMPRESA', 'INDICE', 'SUSCRIPCION#', 'USUARIO#'].sort(),
    );
    const [empresa] = por('EMPRESA');
    expect(empresa).toMatchObject({
      estado: 'trial',
      plan: 'starter',
      limites: { usuarios: 3, candidatos: 100, entrevistas: 50 },
      uso: { usuarios: 1, candidatos: 0, entrevistas: 0 },
      // The trial's licences (D104): the Starter's 50 interviews, 5 a licence.
      licencias: { activas: 10, total: 10, utilizadas: 0 },
      serviciosContratados: {
        mapeoCompetencias: true,
        testVocacional: true,
        evaluacionDesempeno: true,
        panelCandidato: true,
        dashboardEjecutivo: true,
        huntingInterno: false,
      },
      configuracion: {
        subdominio: 'acme-rrhh',
        coloresPrimarios: { primario: '#0066cc', secundario: '#f0f9ff' },
        dominioPersonalizado: 'rrhh.acme.com',
        logoUrl: 'https://acme.com/logo.png',
        serviciosActivos: ['Entrevistas con IA'],
        integraciones: { smtp_personalizado: false, sso_enabled: false, api_externa: false },
        zonaHoraria: 'Atlantic/Canary',
      },
      suscripcion: { id: r.suscripcion.id, estado: 'trial' },
    });
    expect(
      por('AREA#')
        .map((a) => a.nombreArea)
        .sort(),
    ).toEqual(['Tecnología', 'Ventas']);
    expect(por('AREA#').every((a) => a.activo === true && a.empresaId === r.empresa.id)).toBe(true);
    expect(por('USUARIO#')[0]).toMatchObject({
      rol: 'admin',
      email: b.administrador.email,
      puesto: 'Directora RRHH',
      debeCambiarPassword: true,
    });
    expect(por('SUSCRIPCION#')[0]).toMatchObject({ planId: 'starter', estado: 'trial', fechaFin: r.suscripcion.fechaFin });
    // No payment method was given: the trial has none (not the payment state 'pendiente',
    // D113), the billing file leaves the cell empty and the screen says so.
    expect(por('SUSCRIPCION#')[0].metodoPago).toEqual({ tipo: 'ninguno' });
    const csv = String((await stack.call('GET', '/api/saas/exportar/facturacion', { token: superadmin.token })).body);
    const fila = csv.split('\n').find((l) => l.startsWith(`${r.suscripcion.id},`))!;
    expect(fila.trimEnd().endsWith(',')).toBe(true);
    expect(etiquetaMetodoPago('ninguno')).toBe('Sin método de pago');
    expect(etiquetaMetodoPago('pendiente')).toBe('Sin método de pago');
    // Outside the partition: markers, the subscription's look-up, the counters and the month.
    expect(await marcador(empresaKeys.subdominio('acme-rrhh'))).toMatchObject({ empresaId: r.empresa.id });
    expect(await marcador(empresaKeys.cif(b.empresa.cif))).toMatchObject({ empresaId: r.empresa.id });
    expect(await marcador(usuarioKeys.email(b.administrador.email))).toBeDefined();
    expect(await marcador({ PK: `SUSCRIPCION#${r.suscripcion.id}`, SK: 'SUSCRIPCION' })).toMatchObject({ empresaId: r.empresa.id });
    const despues = await cifras();
    const delta = Object.fromEntries(
      [...new Set([...Object.keys(antes), ...Object.keys(despues)])]
        .map((k) => [k, (despues[k] ?? 0) - (antes[k] ?? 0)] as const)
        .filter(([, v]) => v !== 0),
    );
    expect(delta).toEqual({
      planStarter: 1,
      empresasTotal: 1,
      // A company in trial is an active one, in trial (D118).
      empresasActivas: 1,
      empresasActivasPrueba: 1,
      licenciasActivas: 10,
      suscripcionesTrial: 1,
      trialsIniciados: 1,
      'mes.trialsIniciados': 1,
    });
    // It can schedule from its first day: nothing blocks the schedule dialog.
    const disponibles = await stack.call('GET', `/api/servicios-hr/disponibles?empresaId=${r.empresa.id}`, { token: superadmin.token });
    expect(disponibles.status).toBe(200);
    expect(disponibles.body.data.bloqueo ?? null).toBeNull();
    expect(disponibles.body.data.servicios?.length ?? disponibles.body.data.length).toBeGreaterThan(0);

    // The credentials email, and the admin signs in to their company with it.
    const [mail] = await mailsTo(stack, b.administrador.email);
    const password = passwordDe(mail.body.html);
    expect(password).toBeTruthy();
    const s = await login(stack, b.administrador.email, password!, { cambioPendiente: true });
    expect(s.empresas.map((e) => e.id)).toEqual([r.empresa.id]);
  });

  it('a taken subdomain or admin email is a clear 409', async () => {
    const a = cuerpo();
    expect((await post(a)).status).toBe(201);
    const otra = cuerpo({ sub: a.tenant.subdominio.toUpperCase() });
    expect(await post(otra)).toMatchObject({ status: 409, body: { message: `El subdominio ${a.tenant.subdominio} ya está en uso` } });
    const mismoAdmin = cuerpo({ email: a.administrador.email });
    expect(await post(mismoAdmin)).toMatchObject({
      status: 409,
      body: { message: `Ya existe un usuario con el email ${a.administrador.email}` },
    });
  });

  it.each([
    [{ tenant: { subdominio: 'mi empresa' } }, 'El subdominio solo puede tener letras minúsculas (a-z), números y guiones'],
    [{ tenant: { subdominio: '-acme' } }, 'El subdominio no puede empezar ni terminar con guion'],
    [{ tenant: { subdominio: 'www' } }, 'Ese subdominio está reservado por la plataforma: elige otro'],
    [{ tenant: { subdominio: 'acme-x', logo_url: 'javascript:alert(1)' } }, 'La URL del logo debe ser una dirección https:// válida'],
    [
      { tenant: { subdominio: 'acme-x', dominio_personalizado: 'no es dominio' } },
      'El dominio personalizado no es válido (ejemplo: rrhh.miempresa.com)',
    ],
    [{ tenant: { subdominio: 'acme-x', colores_personalizados: { primario: 'azul' } } }, 'El color debe tener el formato #RRGGBB'],
    [{ planSeleccionado: 'no-existe' }, 'El plan no-existe no existe'],
    [{ configuracion: { areas_iniciales: ['Ventas', 'ventas'] } }, 'Las áreas iniciales no pueden repetirse'],
    [{ administrador: { nombre: '', email: 'x@y.test' } }, 'Por favor complete los datos del administrador'],
    [{ empresa: { nombreLegal: 'X', email: 'x@y.test' } }, 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)'],
    // D128: the tax id is checked with its control character, as the Empresas form's.
    [{ empresa: { nombreLegal: 'X', cif: '123', email: 'x@y.test' } }, msgFiscal.formatoEspana],
    [{ empresa: { nombreLegal: 'X', cif: 'B12345678', email: 'x@y.test' } }, msgFiscal.controlCif],
    // Issue 67: a country Talentia does not know is refused on its field.
    [{ empresa: { nombreLegal: 'X', cif: 'PT501964843', email: 'x@y.test', pais: 'Portugal' } }, NO_ADMITIDO],
    [{ empresa: { nombreLegal: 'X', cif: 'ACA120116TX5', email: 'x@y.test', pais: 'Méjico lindo' } }, NO_ADMITIDO],
    [{ configuracion: { servicios_activos: ['Análisis BERT'] } }, 'Servicio no disponible'],
    [{ configuracion: { zonaHoraria: 'Marte/Olympus' } }, undefined],
    // Issue 67 item 4: a zone the company's country does not use.
    [
      { configuracion: { zonaHoraria: 'America/Bogota' } },
      'La zona horaria America/Bogota no se usa en España: elige una de las de España',
    ],
    [{ rol: 'superadmin' }, undefined],
  ])('refuses %j with a Spanish message and changes nothing', async (extra, mensaje) => {
    const antes = await cifras();
    const res = await post(cuerpo({ extra }));
    expect(res.status).toBe(400);
    if (mensaje) expect(res.body.message).toContain(mensaje);
    if (mensaje === NO_ADMITIDO) expect(res.body.details).toContainEqual({ campo: 'empresa.pais', msg: NO_ADMITIDO });
    expect(await cifras()).toEqual(antes);
  });

  it('a known country typed another way is stored by its own name, and the id checked as its (issue 67)', async () => {
    const b = cuerpo();
    const res = await post({ ...b, empresa: { ...b.empresa, pais: 'colombia', cif: '900.123.456-8' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const leida = await stack.call('GET', `/api/empresas/${res.body.data.empresa.id}`, { token: superadmin.token });
    expect(leida.body.data).toMatchObject({ cif: '9001234568', direccion: { pais: 'Colombia' } });
  });

  it("the company's and the admin's phones are read with its country and stored in E.164; a bad one is a 400 that leaves nothing", async () => {
    const peru = (admin: string) => {
      const b = cuerpo({ cif: '20109980936', extra: {} });
      return {
        ...b,
        empresa: { ...b.empresa, pais: 'Perú', telefono: '(01) 412 3456' },
        administrador: { ...b.administrador, telefono: admin },
      };
    };
    const antes = await cifras();
    const indice = await empresasIndice();
    const mal = peru('812 345 678');
    const texto = fmt(msgTelefonos.noValidoPais, { campo: 'El teléfono del administrador', pais: 'Perú', prefijo: '51' });
    expect(await post(mal)).toMatchObject({
      status: 400,
      body: { message: texto, details: [{ campo: 'administrador.telefono', msg: texto }] },
    });
    await nadaQueda(mal, antes, indice);
    const bien = await post(peru('912 345 678'));
    expect(bien.status, JSON.stringify(bien.body)).toBe(201);
    const e = await getItem<{ telefono: string }>(empresaKeys.empresa(bien.body.data.empresa.id), { consistent: true });
    expect(e!.telefono).toBe('+5114123456');
    const usuarios = await stack.call('GET', `/api/usuarios?empresaId=${bien.body.data.empresa.id}`, { token: superadmin.token });
    const admin = usuarios.body.data.items.find((u: { email: string }) => u.email === bien.body.data.administrador.email);
    expect(admin.telefono).toBe('+51912345678');
  });

  it('only the superadmin provisions', async () => {
    const a = cuerpo();
    expect((await post(a)).status).toBe(201);
    const [mail] = await mailsTo(stack, a.administrador.email);
    const password = passwordDe(mail.body.html)!;
    const s = await login(stack, a.administrador.email, password, { cambioPendiente: true });
    const res = await stack.call('POST', '/api/onboarding', { token: s.token, body: cuerpo() });
    expect([401, 403]).toContain(res.status);
  });
});

describe('any failure leaves nothing behind', () => {
  it('Cognito refuses the admin: nothing is created', async () => {
    const b = cuerpo();
    const cognito = new CognitoIdentityProviderClient({});
    await cognito.send(
      new AdminCreateUserCommand({ UserPoolId: stack.userPoolId, Username: b.administrador.email, MessageAction: 'SUPPRESS' }),
    );
    cognito.destroy();
    const [antes, indice] = [await cifras(), await empresasIndice()];
    const res = await post(b);
    expect(res).toMatchObject({ status: 409, body: { message: `Ya existe un usuario con el email ${b.administrador.email}` } });
    expect(await marcador(empresaKeys.subdominio(b.tenant.subdominio))).toBeUndefined();
    expect(await cifras()).toEqual(antes);
    expect(await empresasIndice()).toBe(indice);
    expect(await mailsTo(stack, b.administrador.email)).toEqual([]);
  });

  it('the transaction fails (a CIF taken): the account is deleted, the subdomain and email are free again', async () => {
    const ocupada = cuerpo();
    expect((await post(ocupada)).status).toBe(201);
    const b = cuerpo({ cif: ocupada.empresa.cif });
    const [antes, indice] = [await cifras(), await empresasIndice()];
    const res = await post(b);
    expect(res).toMatchObject({ status: 409, body: { message: `Ya existe una empresa con el CIF ${ocupada.empresa.cif}` } });
    expect(await marcador(empresaKeys.subdominio(b.tenant.subdominio))).toBeUndefined();
    expect(await marcador(usuarioKeys.email(b.administrador.email))).toBeUndefined();
    expect(await cifras()).toEqual(antes);
    expect(await empresasIndice()).toBe(indice);
    expect(await mailsTo(stack, b.administrador.email)).toEqual([]);
    // Same subdomain and admin email with a free CIF: they were really released (Cognito included).
    expect((await post({ ...b, empresa: { ...b.empresa, cif: 'B99999997' } })).status).toBe(201);
  });

  it('the mail cannot be sent: the whole provisioning is undone (503), the demo request is pendiente again', async () => {
    const sol = await stack.call('POST', '/api/demo/solicitudes', {
      body: {
        empresa: 'Sin Correo S.A.',
        nombre: 'Pedro',
        email: 'pedro@sincorreo.test',
        cantidadTrabajadores: 50,
        mensaje: '',
        consentimiento: true,
      },
    });
    expect(sol.status).toBe(202);
    const lista = await stack.call('GET', '/api/demo/solicitudes?estado=pendiente', { token: superadmin.token });
    const solicitud = lista.body.data.items.find((s: any) => s.email === 'pedro@sincorreo.test');
    const b = cuerpo({ extra: { solicitudId: solicitud.id } });
    const [antes, indice] = [await cifras(), await empresasIndice()];
    await stack.stopMail();
    let res;
    try {
      res = await post(b);
    } finally {
      await stack.startMail();
    }
    expect(res).toMatchObject({
      status: 503,
      body: { message: 'Error creando administrador: no se pudo enviar el email de credenciales' },
    });
    await nadaQueda(b, antes, indice);
    const otra = await stack.call('GET', '/api/demo/solicitudes?estado=pendiente', { token: superadmin.token });
    expect(otra.body.data.items.map((s: any) => s.id)).toContain(solicitud.id);
    // Everything is free: the same onboarding now succeeds.
    expect((await post(b)).status).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('a retry gets the same answer and no second company; the key with another body is 422', async () => {
    const b = cuerpo();
    const antes = await empresasIndice();
    const primero = await post(b, 'onboarding-clave-0001');
    const reintento = await post(b, 'onboarding-clave-0001');
    expect(primero.status).toBe(201);
    expect(reintento.status).toBe(201);
    expect(reintento.headers.get('idempotent-replayed')).toBe('true');
    expect(reintento.body.data).toEqual(primero.body.data);
    expect(await empresasIndice()).toBe(antes + 1);
    expect((await mailsTo(stack, b.administrador.email)).length).toBe(1);
    const otro = await post(cuerpo(), 'onboarding-clave-0001');
    expect(otro.status).toBe(422);
    expect(await empresasIndice()).toBe(antes + 1);
  });
});

describe('a demo request becomes a company', () => {
  it('is marked atendida in the same provisioning, naming the company; a second conversion is 409', async () => {
    await stack.call('POST', '/api/demo/solicitudes', {
      body: {
        empresa: 'Convertida S.L.',
        nombre: 'Eva',
        email: 'eva@convertida.test',
        cantidadTrabajadores: 200,
        mensaje: '',
        consentimiento: true,
      },
    });
    const lista = await stack.call('GET', '/api/demo/solicitudes?estado=pendiente', { token: superadmin.token });
    const solicitud = lista.body.data.items.find((s: any) => s.email === 'eva@convertida.test');
    const pendientes = (await leerContadores())?.solicitudesDemoPendientes ?? 0;
    expect(pendientes).toBeGreaterThan(0);
    const res = await post(cuerpo({ extra: { solicitudId: solicitud.id } }));
    expect(res.status).toBe(201);
    // The pending count (D125) drops in the same transaction.
    expect((await leerContadores())?.solicitudesDemoPendientes).toBe(pendientes - 1);
    const item = await getItem<Record<string, any>>({ PK: 'PLATAFORMA#DEMO', SK: solicitud.id }, { consistent: true });
    expect(item).toMatchObject({ estado: 'atendida', empresaId: res.body.data.empresa.id, GSI1PK: 'PLATAFORMA#DEMO#atendida' });
    // The superadmin reads which company it became (D162).
    const leida = await stack.call('GET', `/api/demo/solicitudes/${solicitud.id}`, { token: superadmin.token });
    expect(leida.body.data.empresaCreada).toEqual({ id: res.body.data.empresa.id, nombre: res.body.data.empresa.nombre });
    const antes = await cifras();
    const again = await post(cuerpo({ extra: { solicitudId: solicitud.id } }));
    expect(again).toMatchObject({ status: 409, body: { message: 'La solicitud de demo ya se convirtió en empresa o fue atendida' } });
    expect(await cifras()).toEqual(antes);
  });
});

describe('the company wizard posts through the same provisioning', () => {
  it('its mapped data creates a trial company with its business context, the company email as admin, greeted by their name', async () => {
    const w = EmpresaWizard.parse({
      nombre: 'Wizard Co',
      administrador: { nombre: 'Lucía Pardo' },
      nombreLegal: 'Wizard Co S.A.',
      cif: 'B00000422',
      email: 'rrhh@wizard.test',
      subdominio: 'wizard-co',
      plan: 'starter',
      contextoEmpresarial: {
        sector: 'Tecnología',
        mision: 'M',
        vision: 'V',
        cultura_organizacional: 'C',
        objetivos_hiring: 'O',
        expectativas_ia: 'E',
        competencias_clave: [' liderazgo', 'datos '],
        tamaño: 'grande',
      },
    });
    // The wizard's required business context is enforced by the server too (D102): one missing → 400, nothing created.
    const sinVision = onboardingDesdeWizard({ ...w, contextoEmpresarial: { ...w.contextoEmpresarial, vision: ' ' } });
    expect(await post(sinVision)).toMatchObject({ status: 400, body: { message: expect.stringContaining('La visión es obligatoria') } });
    const res = await post(onboardingDesdeWizard(w));
    expect(res.status).toBe(201);
    const e = await getItem<Record<string, any>>(empresaKeys.empresa(res.body.data.empresa.id), { consistent: true });
    expect(e).toMatchObject({
      nombreComercial: 'Wizard Co',
      estado: 'trial',
      // D128: the size range is the onboarding's, stored both ways; the services are the plan's, as the onboarding's.
      cantidadTrabajadores: 500,
      contextoEmpresarial: { sector: 'Tecnología', tamaño: 'grande', competencias_clave: ['liderazgo', 'datos'] },
      configuracion: { serviciosActivos: ['Entrevistas con IA', 'Reportes Avanzados', 'Panel Ejecutivo'] },
    });
    expect(res.body.data.administrador).toMatchObject({ email: 'rrhh@wizard.test', nombre: 'Lucía Pardo' });
    // The welcome email greets the administrator by the name typed, not the company's.
    const [mail] = await mailsTo(stack, 'rrhh@wizard.test');
    expect(mail.body.html).toContain('Hola Lucía Pardo:');
    expect(mail.body.html).not.toContain('Hola Wizard Co');
    // Without the administrator's name the wizard's body is refused (400), nothing created.
    const sinNombre = onboardingDesdeWizard({ ...w, administrador: undefined, subdominio: 'wizard-co-2', email: 'otra@wizard.test' });
    expect(await post(sinNombre)).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Por favor complete los datos del administrador') },
    });
  });
});
