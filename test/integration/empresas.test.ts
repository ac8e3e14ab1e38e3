// Companies, strategic plan files and areas through the local stack: every endpoint's happy path
// and validation messages, CIF uniqueness under parallel creates, the all-or-nothing company +
// admin create (mail or Cognito failing leaves nothing), and the counters.
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { empresaConAdmin, login, mailsTo, pilaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { fmt, identificacionFiscal as msgFiscal, telefonos as msgTelefonos } from '../../shared/messages.js';
import { crearEmpresa } from './fixtures.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const NO_ADMITIDO = 'País no admitido: elige España, México, Colombia, Argentina, Chile o Perú';
const base = { nombreLegal: 'Andina Talento S.A.S.', email: 'Contacto@Andina.test' };
let n = 0;
const cif = () => completarCif('B', String(1_000_000 + ++n));
const crear = (body: Record<string, unknown>, token = superadmin.token) => stack.call('POST', '/api/empresas', { token, body });

async function contadores() {
  const res = await stack.call('GET', '/api/empresas/licencias-activas', { token: superadmin.token });
  return res.body.data as { licenciasActivas: number; totalEmpresas: number; empresasActivas: number; suscripcionesTrial: number };
}

describe('POST /api/empresas', () => {
  it('creates a company with the spec defaults and mapping', async () => {
    const t0 = Date.now();
    const res = await crear({
      ...base,
      nombreComercial: 'Andina Talento',
      cif: cif(),
      plan: 'starter',
      // Without a total, the total is the active count (part 1 §5).
      licencias: { activas: 4 },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Empresa creada correctamente');
    const e = res.body.data;
    expect(e).toMatchObject({
      nombreComercial: 'Andina Talento',
      email: 'contacto@andina.test',
      plan: 'starter',
      estado: 'activa',
      activo: true,
      cantidadTrabajadores: 0,
      limites: { usuarios: 3, candidatos: 100, entrevistas: 50 },
      uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
      licencias: { activas: 4, total: 4, configuracion: { vigenciaDias: 30, maxEntrevistasPorLicencia: 5 } },
      direccion: { pais: 'España' },
      serviciosContratados: { 'test-vocacional': true, 'entrevistas-profundidad': true, 'mapeo-organizacional': false },
      configuracion: { subdominio: 'andina-talento' },
    });
    const vence = Date.parse(e.licencias.fechaVencimiento) - t0;
    expect(Math.round(vence / 86_400_000)).toBe(30);
  });

  it.each([
    ['professional', { usuarios: 10, candidatos: 500, entrevistas: 200 }],
    ['enterprise', { usuarios: -1, candidatos: -1, entrevistas: -1 }],
  ])('sets the limits of the %s plan', async (plan, limites) => {
    const res = await crear({ ...base, nombreLegal: `Plan ${plan}`, cif: cif(), plan });
    expect(res.body.data.limites).toEqual(limites);
  });

  it.each([
    [{ cif: 'B12345674' }, 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)'],
    [{ nombreLegal: 'X', cif: '  ', email: 'a@b.c' }, 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)'],
    [{ ...base, cif: 'B12345674', adminData: { nombre: 'Ana', email: 'ana@x.test' } }, 'Por favor complete los datos del administrador'],
    [
      { ...base, cif: 'B12345674', adminData: { nombre: 'Ana', email: 'ana@x.test', password: 'clave-larga-1', confirmPassword: 'otra' } },
      'Las contraseñas no coinciden',
    ],
    [
      { ...base, cif: 'B12345674', adminData: { nombre: 'Ana', email: 'ana@x.test', password: 'corta', confirmPassword: 'corta' } },
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [{ ...base, cif: 'B12345674', licencias: { configuracion: { vigenciaDias: 400 } } }, undefined],
    [{ ...base, cif: 'B12345674', cantidadTrabajadores: -1 }, undefined],
    // D124: a malformed email has its own message; a total below the active count is refused, not raised.
    [{ ...base, cif: 'B12345674', email: 'no-es-un-email' }, 'Introduce un email válido'],
    [{ ...base, cif: 'B12345674', licencias: { activas: 12, total: 6 } }, 'Las licencias totales no pueden ser menos que las activas'],
    // D128: a Spanish tax id is checked with its control character; a foreign one by its shape.
    [{ ...base, cif: '123' }, msgFiscal.formatoEspana],
    [{ ...base, cif: 'B12345678' }, msgFiscal.controlCif],
    [{ ...base, cif: '12345678A', direccion: { pais: 'España' } }, msgFiscal.controlNif],
    [{ ...base, cif: 'X1234567A' }, msgFiscal.controlNie],
    // Issue 67: a country Talentia does not know is refused, naming the field, whatever the id.
    [{ ...base, cif: 'PT501964843', direccion: { pais: 'Portugal' } }, NO_ADMITIDO],
    [{ ...base, cif: cif(), direccion: { pais: 'Francia', ciudad: 'París' } }, NO_ADMITIDO],
    // D209: each Latin American country's own id and check.
    [{ ...base, cif: 'B12345674', direccion: { pais: 'México' } }, msgFiscal.rfcFormato],
    [{ ...base, cif: '900.123.456-7', direccion: { pais: 'Colombia' } }, msgFiscal.nitControl],
    [{ ...base, cif: '30-50001091-3', direccion: { pais: 'Argentina' } }, msgFiscal.cuitControl],
    [{ ...base, cif: '76.011.739-1', direccion: { pais: 'Chile' } }, msgFiscal.rutControl],
    [{ ...base, cif: '30109980936', direccion: { pais: 'Perú' } }, msgFiscal.rucFormato],
  ])('refuses %j with 400', async (body, message) => {
    const before = await contadores();
    const res = await crear(body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    if (message === NO_ADMITIDO) expect(res.body.details).toContainEqual({ campo: 'direccion.pais', msg: NO_ADMITIDO });
    expect(await contadores()).toEqual(before);
  });

  it('stores the tax id in its normal form, checked for the company country (D128)', async () => {
    const es = await crear({ ...base, nombreLegal: 'Normal S.L.', cif: ' b-1234567-4 ' });
    expect(es.status, JSON.stringify(es.body)).toBe(201);
    expect(es.body.data.cif).toBe('B12345674');
    // A country typed another way is that country, stored by its own name (issue 67).
    const ar = await crear({ ...base, nombreLegal: 'Andes S.A.', cif: '30-50001091-2', direccion: { pais: 'republica argentina' } });
    expect(ar.status, JSON.stringify(ar.body)).toBe(201);
    expect(ar.body.data).toMatchObject({ cif: '30500010912', direccion: { pais: 'Argentina' } });
    // D209: an RFC (a check character that does not match is accepted: RFCs in use are so), a NIT with its DV.
    const mx = await crear({ ...base, nombreLegal: 'Acme México S.A. de C.V.', cif: 'sin 931116 9p8', direccion: { pais: 'México' } });
    expect(mx.status, JSON.stringify(mx.body)).toBe(201);
    expect(mx.body.data.cif).toBe('SIN9311169P8');
    const co = await crear({ ...base, nombreLegal: 'Acme Colombia S.A.S.', cif: '900.123.456-8', direccion: { pais: 'Colombia' } });
    expect(co.status, JSON.stringify(co.body)).toBe(201);
    expect(co.body.data.cif).toBe('9001234568');
    // Another spelling of a stored id is the same id: its marker refuses it.
    const otra = await crear({ ...base, nombreLegal: 'Otra Normal S.L.', cif: 'ESB12345674' });
    expect(otra).toMatchObject({ status: 409, body: { message: 'Ya existe una empresa con el CIF B12345674' } });
  });

  it('a company stored with an id that predates the check is read and edited; a new id or country is checked', async () => {
    await crearEmpresa('cif-antiguo', { nombre: 'Antigua', cif: 'B9' });
    const leida = await stack.call('GET', '/api/empresas/cif-antiguo', { token: superadmin.token });
    expect(leida.status).toBe(200);
    expect(leida.body.data.cif).toBe('B9');
    const put = (body: Record<string, unknown>) => stack.call('PUT', '/api/empresas/cif-antiguo', { token: superadmin.token, body });
    expect(await put({ telefono: '+34 600 000 000', cif: 'b9' })).toMatchObject({ status: 200, body: { data: { cif: 'B9' } } });
    expect(await put({ cif: 'B8' })).toMatchObject({
      status: 400,
      body: { message: msgFiscal.formatoEspana, details: [{ campo: 'cif', msg: msgFiscal.formatoEspana }] },
    });
    // Moving to another country checks the id by its rule; a country Talentia does not know is refused first (issue 67).
    expect(await put({ direccion: { pais: 'Chile' } })).toMatchObject({ status: 400, body: { message: msgFiscal.rutFormato } });
    expect(await put({ direccion: { pais: 'Francia' } })).toMatchObject({
      status: 400,
      body: { message: NO_ADMITIDO, details: [{ campo: 'direccion.pais', msg: NO_ADMITIDO }] },
    });
    expect(await put({ cif: 'Q-2826000-H' })).toMatchObject({ status: 200, body: { data: { cif: 'Q2826000H' } } });
  });

  it("a company's zone is one its country uses; an edit checks it where the zone or the country changes (issue 67 item 4)", async () => {
    const madrid = (zona: string, pais: string) => `La zona horaria ${zona} no se usa en ${pais}: elige una de las de ${pais}`;
    const antes = await contadores();
    const mal = await crear({ ...base, nombreLegal: 'Zona Bogotá S.L.', cif: cif(), configuracion: { zonaHoraria: 'America/Bogota' } });
    expect(mal).toMatchObject({
      status: 400,
      body: { details: [{ campo: 'configuracion.zonaHoraria', msg: madrid('America/Bogota', 'España') }] },
    });
    expect(await contadores()).toEqual(antes);
    const canaria = await crear({
      ...base,
      nombreLegal: 'Zona Canaria S.L.',
      cif: cif(),
      configuracion: { zonaHoraria: 'Atlantic/Canary' },
    });
    expect(canaria.status, JSON.stringify(canaria.body)).toBe(201);
    const id = canaria.body.data.id as string;
    const put = (body: Record<string, unknown>) => stack.call('PUT', `/api/empresas/${id}`, { token: superadmin.token, body });
    // Moved to Mexico with the Canaries' clock: refused, nothing changed; with one of Mexico's zones, moved.
    const aMexico = { cif: 'AWI1206064H1', direccion: { pais: 'México' } };
    expect(await put(aMexico)).toMatchObject({
      status: 400,
      body: { message: madrid('Atlantic/Canary', 'México'), details: [{ campo: 'configuracion.zonaHoraria' }] },
    });
    expect((await stack.call('GET', `/api/empresas/${id}`, { token: superadmin.token })).body.data).toMatchObject({
      direccion: { pais: 'España' },
      configuracion: { zonaHoraria: 'Atlantic/Canary' },
    });
    expect(await put({ configuracion: { zonaHoraria: 'America/Lima' } })).toMatchObject({
      status: 400,
      body: { message: madrid('America/Lima', 'España') },
    });
    const movida = await put({ ...aMexico, configuracion: { zonaHoraria: 'America/Tijuana' } });
    expect(movida.status, JSON.stringify(movida.body)).toBe(200);
    expect(movida.body.data).toMatchObject({ direccion: { pais: 'México' }, configuracion: { zonaHoraria: 'America/Tijuana' } });
  });

  it('a company stored in a country the list does not name keeps it while edited; a change must name a known one (issue 67)', async () => {
    await crearEmpresa('pais-antiguo', { nombre: 'Lusa', cif: 'PT501964843', pais: 'Portugal' });
    const put = (body: Record<string, unknown>) => stack.call('PUT', '/api/empresas/pais-antiguo', { token: superadmin.token, body });
    // What an edit writes (the read adds figures of the moment, such as a licence's end).
    const leer = async () => {
      const { telefono, direccion, cif, fechaActualizacion } = (
        await stack.call('GET', '/api/empresas/pais-antiguo', { token: superadmin.token })
      ).body.data;
      return { telefono, direccion, cif, fechaActualizacion };
    };
    // The form sends the address whole: the stored country, as it is (or in another case), passes.
    const igual = await put({ telefono: '+351 210 000 000', direccion: { ciudad: 'Oporto', pais: 'portugal' } });
    expect(igual.status, JSON.stringify(igual.body)).toBe(200);
    expect(igual.body.data.direccion).toMatchObject({ ciudad: 'Oporto', pais: 'Portugal' });
    const antes = await leer();
    for (const pais of ['Uruguay', 'PT', 'Brasil']) {
      const res = await put({ telefono: '+351 000', direccion: { ciudad: 'Lisboa', pais } });
      expect(res, pais).toMatchObject({
        status: 400,
        body: { message: NO_ADMITIDO, details: [{ campo: 'direccion.pais', msg: NO_ADMITIDO }] },
      });
    }
    expect(await leer()).toEqual(antes);
    // A known country, typed as a person may, is stored by its name; the id is then checked as that country's.
    expect(await put({ direccion: { pais: 'MX' } })).toMatchObject({ status: 400, body: { message: msgFiscal.rfcFormato } });
    const mx = await put({ cif: 'ACA120116TX5', direccion: { pais: 'MX' } });
    expect(mx.status, JSON.stringify(mx.body)).toBe(200);
    expect(mx.body.data).toMatchObject({ cif: 'ACA120116TX5', direccion: { pais: 'México', ciudad: 'Oporto' } });
  });

  it('only the superadmin creates companies', async () => {
    const created = await crear({
      ...base,
      nombreLegal: 'Con admin',
      cif: cif(),
      adminData: { nombre: 'Ana', email: 'ana@conadmin.test', password: 'Clave-Segura-1', confirmPassword: 'Clave-Segura-1' },
    });
    const admin = await login(stack, 'ana@conadmin.test', 'Clave-Segura-1');
    expect(admin.user).toMatchObject({ rol: 'admin', empresaId: created.body.data.id });
    expect((await crear({ ...base, cif: cif() }, admin.token)).status).toBe(403);
  });

  it('CIF is unique under 10 parallel creates: exactly one wins, the rest 409', async () => {
    const same = cif();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => crear({ ...base, nombreLegal: `Carrera ${i}`, cif: same })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers.every((r) => r.status === 409 && r.body.message === `Ya existe una empresa con el CIF ${same}`)).toBe(true);
  });

  it('the subdomain is unique too', async () => {
    await crear({ ...base, nombreLegal: 'Sub Única', cif: cif() });
    const res = await crear({ ...base, nombreLegal: 'Sub Única', cif: cif() });
    expect(res).toMatchObject({ status: 409, body: { message: 'El subdominio sub-unica ya está en uso' } });
  });
});

describe("a company's phones, read with its country (issue 67 item 9)", () => {
  const noValido = (campo: string, pais: string, prefijo: string) => fmt(msgTelefonos.noValidoPais, { campo, pais, prefijo });

  it('stores them in E.164, read as dialled in its country or with any prefix', async () => {
    const mx = await crear({
      ...base,
      nombreLegal: 'Teléfono México S.A. de C.V.',
      cif: 'AHO120203E8A',
      direccion: { pais: 'México' },
      telefono: '(55) 1234-5678',
      adminData: {
        nombre: 'Mara',
        email: 'mara@telefono-mx.test',
        password: 'Nbsub-Clave-2026',
        confirmPassword: 'Nbsub-Clave-2026',
        telefono: '+34 612 34 56 78',
      },
    });
    expect(mx.status, JSON.stringify(mx.body)).toBe(201);
    expect(mx.body.data.telefono).toBe('+525512345678');
    const ar = await crear({
      ...base,
      nombreLegal: 'Teléfono Argentina S.A.',
      cif: '20076084735',
      direccion: { pais: 'Argentina' },
      telefono: '011 15-2345-6789',
    });
    expect(ar.status, JSON.stringify(ar.body)).toBe(201);
    expect(ar.body.data.telefono).toBe('+5491123456789');
  });

  it('refuses one that is no number of its country with a 400 naming the field and the country, and creates nothing', async () => {
    const before = await contadores();
    const theCif = completarCif('B', '1234000');
    const malo = await crear({
      ...base,
      nombreLegal: 'Teléfono Malo',
      cif: '900.123.456-8',
      direccion: { pais: 'Colombia' },
      telefono: '234 5678',
    });
    expect(malo).toMatchObject({
      status: 400,
      body: {
        message: noValido('El teléfono', 'Colombia', '57'),
        details: [{ campo: 'telefono', msg: noValido('El teléfono', 'Colombia', '57') }],
      },
    });
    const adminMalo = await crear({
      ...base,
      nombreLegal: 'Admin Teléfono Malo',
      cif: theCif,
      adminData: {
        nombre: 'Ana',
        email: 'ana@telefono-malo.test',
        password: 'Nbsub-Clave-2026',
        confirmPassword: 'Nbsub-Clave-2026',
        telefono: '5512345',
      },
    });
    expect(adminMalo).toMatchObject({
      status: 400,
      body: { message: noValido('El teléfono del administrador', 'España', '34'), details: [{ campo: 'adminData.telefono' }] },
    });
    expect(await contadores()).toEqual(before);
    expect(
      (await stack.call('POST', '/api/auth/login', { body: { email: 'ana@telefono-malo.test', password: 'Nbsub-Clave-2026' } })).status,
    ).toBe(401);
  });

  it('an edit checks a new phone by the country it leaves; a phone stored before the check stays while untouched', async () => {
    await crearEmpresa('telefono-antiguo', {
      nombre: 'Teléfono Antiguo',
      cif: completarCif('B', '7654321'),
      telefono: 'llamar por la tarde',
    });
    const put = (body: Record<string, unknown>) => stack.call('PUT', '/api/empresas/telefono-antiguo', { token: superadmin.token, body });
    expect(await put({ telefono: 'llamar por la tarde', nombreComercial: 'Antiguo' })).toMatchObject({
      status: 200,
      body: { data: { telefono: 'llamar por la tarde', nombreComercial: 'Antiguo' } },
    });
    expect(await put({ telefono: '600 12 34' })).toMatchObject({ status: 400, body: { message: noValido('El teléfono', 'España', '34') } });
    expect(await put({ telefono: '9 6123 4567', direccion: { pais: 'Chile' }, cif: '76.011.739-0' })).toMatchObject({
      status: 200,
      body: { data: { telefono: '+56961234567' } },
    });
    expect(await put({ telefono: '' })).toMatchObject({ status: 200 });
  });
});

describe('a company created with its administrator', () => {
  const admin = (email: string) => ({
    nombre: 'Marta',
    email,
    password: 'Nbsub-Clave-2026',
    confirmPassword: 'Nbsub-Clave-2026',
    telefono: '+57 300 123 4567',
  });

  it('creates both, takes one seat and mails the credentials', async () => {
    const res = await crear({ ...base, nombreLegal: 'Con Admin Bien', cif: cif(), adminData: admin('marta@bien.test') });
    expect(res.status).toBe(201);
    expect(res.body.data.uso.usuarios).toBe(1);
    const [mail] = await mailsTo(stack, 'marta@bien.test');
    expect(mail.subject).toBe('Credenciales de administrador de Con Admin Bien en Talentia');
    expect(mail.body.html).toContain('Nbsub-Clave-2026');
    const s = await login(stack, 'marta@bien.test', 'Nbsub-Clave-2026');
    expect(s.empresas.map((e) => e.id)).toEqual([res.body.data.id]);
  });

  it('when the mail cannot be sent, nothing is left: no company, no markers, no user, no login', async () => {
    const before = await contadores();
    const theCif = cif();
    await stack.stopMail();
    let res;
    try {
      res = await crear({ ...base, nombreLegal: 'Sin Correo', cif: theCif, adminData: admin('sincorreo@x.test') });
    } finally {
      await stack.startMail();
    }
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Error creando administrador: no se pudo enviar el email de credenciales');
    expect(await contadores()).toEqual(before);
    expect(
      (await stack.call('POST', '/api/auth/login', { body: { email: 'sincorreo@x.test', password: 'Nbsub-Clave-2026' } })).status,
    ).toBe(401);
    // The CIF, the subdomain and the email are free again.
    const again = await crear({ ...base, nombreLegal: 'Sin Correo', cif: theCif, adminData: admin('sincorreo@x.test') });
    expect(again.status).toBe(201);
  });

  it('when Cognito refuses the admin, the company is not created either', async () => {
    const cognito = new CognitoIdentityProviderClient({});
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: stack.userPoolId, Username: 'ocupado@x.test', MessageAction: 'SUPPRESS' }));
    cognito.destroy();
    const before = await contadores();
    const theCif = cif();
    const res = await crear({ ...base, nombreLegal: 'Cognito Ocupado', cif: theCif, adminData: admin('ocupado@x.test') });
    expect(res).toMatchObject({ status: 409, body: { message: 'Ya existe un usuario con el email ocupado@x.test' } });
    expect(await contadores()).toEqual(before);
    expect((await crear({ ...base, nombreLegal: 'Cognito Ocupado', cif: theCif })).status).toBe(201);
  });
});

describe('reading, searching, updating and deleting', () => {
  let empresaA: { id: string };
  let empresaB: { id: string };
  let adminA: Session;

  beforeAll(async () => {
    ({ empresa: empresaA, admin: adminA } = await empresaConAdmin(stack, superadmin, {
      ...base,
      nombreLegal: 'Zeta Consultores SL',
      nombreComercial: 'Zeta',
      email: 'hola@zeta.test',
      cif: cif(),
      licencias: { activas: 2 },
      admin: { nombre: 'Zoe', email: 'zoe@zeta.test', password: 'Apf-Clave-2026' },
    }));
    empresaB = (await crear({ ...base, nombreLegal: 'Omega Industrial SA', email: 'info@omega.test', cif: cif() })).body.data;
  });

  it('the superadmin searches by commercial name, legal name or email, case-insensitively', async () => {
    for (const q of ['ZETA', 'consultores', 'HOLA@zeta']) {
      const res = await stack.call('GET', `/api/empresas?q=${encodeURIComponent(q)}`, { token: superadmin.token });
      expect(res.body.data.items.map((e: { id: string }) => e.id)).toEqual([empresaA.id]);
    }
    const page = await stack.call('GET', '/api/empresas?limit=2', { token: superadmin.token });
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.cursor).toBeTruthy();
  });

  it('a company admin sees only their own company; another id is "Empresa {id} no encontrada"', async () => {
    const list = await stack.call('GET', '/api/empresas', { token: adminA.token });
    expect(list.body.data.items.map((e: { id: string }) => e.id)).toEqual([empresaA.id]);
    const foreign = await stack.call('GET', `/api/empresas/${empresaB.id}`, { token: adminA.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: `Empresa ${empresaB.id} no encontrada` } });
    const missing = await stack.call('GET', '/api/empresas/no-existe', { token: superadmin.token });
    expect(missing.body.message).toBe('Empresa no-existe no encontrada');
  });

  it('PUT updates part of a company; an admin cannot change plan or licences; PATCH saves and clears the plan', async () => {
    const put = await stack.call('PUT', `/api/empresas/${empresaA.id}`, {
      token: adminA.token,
      body: { telefono: '+57 601 234 5678', direccion: { ciudad: 'Bogotá' } },
    });
    expect(put.body.data).toMatchObject({
      telefono: '+576012345678',
      direccion: { ciudad: 'Bogotá', pais: 'España' },
      nombreComercial: 'Zeta',
    });
    const plan = await stack.call('PUT', `/api/empresas/${empresaA.id}`, { token: adminA.token, body: { plan: 'enterprise' } });
    expect(plan).toMatchObject({ status: 400, body: { message: 'Solo el Super Admin puede cambiar: plan' } });
    const saved = await stack.call('PATCH', `/api/empresas/${empresaA.id}`, {
      token: adminA.token,
      body: { planEstrategico: { nombre: 'Plan 2027', contenido_texto: 'Crecer' } },
    });
    expect(saved.body.data.planEstrategico).toMatchObject({ nombre: 'Plan 2027', version: '1.0', contenido_texto: 'Crecer' });
    const noName = await stack.call('PATCH', `/api/empresas/${empresaA.id}`, {
      token: adminA.token,
      body: { planEstrategico: { nombre: '' } },
    });
    expect(noName).toMatchObject({ status: 400, body: { message: 'El nombre del plan es obligatorio' } });
    const cleared = await stack.call('PATCH', `/api/empresas/${empresaA.id}`, { token: adminA.token, body: { planEstrategico: null } });
    expect(cleared.body.data.planEstrategico).toBeNull();
  });

  it('the superadmin changes the plan (limits follow) and the licences (counters follow)', async () => {
    const before = await contadores();
    const res = await stack.call('PUT', `/api/empresas/${empresaA.id}`, {
      token: superadmin.token,
      body: { plan: 'enterprise', licencias: { activas: 7 } },
    });
    expect(res.body.data).toMatchObject({ plan: 'enterprise', limites: { usuarios: -1 }, licencias: { activas: 7, total: 7 } });
    expect((await contadores()).licenciasActivas).toBe(before.licenciasActivas + 5);
    const own = await stack.call('GET', '/api/empresas/licencias-activas', { token: adminA.token });
    expect(own.body.data).toEqual({ licenciasActivas: 7, totalEmpresas: 1, empresasActivas: 1, suscripcionesTrial: 0 });
  });

  it('a total below the active licences is refused on update, naming the field; raising only the active count raises the total (D124)', async () => {
    const antes = (await stack.call('GET', `/api/empresas/${empresaA.id}`, { token: superadmin.token })).body.data;
    const activas = antes.licencias.activas as number;
    expect(activas).toBeGreaterThan(1);
    for (const licencias of [{ total: activas - 1 }, { activas: activas + 2, total: activas + 1 }]) {
      const res = await stack.call('PUT', `/api/empresas/${empresaA.id}`, { token: superadmin.token, body: { licencias } });
      expect(res.status, JSON.stringify(licencias)).toBe(400);
      expect(res.body.message).toBe('Las licencias totales no pueden ser menos que las activas');
      expect(res.body.details).toContainEqual({
        campo: 'licencias.total',
        msg: 'Las licencias totales no pueden ser menos que las activas',
      });
    }
    const despues = (await stack.call('GET', `/api/empresas/${empresaA.id}`, { token: superadmin.token })).body.data;
    expect(despues.licencias).toEqual(antes.licencias);
    const subida = await stack.call('PUT', `/api/empresas/${empresaA.id}`, {
      token: superadmin.token,
      body: { licencias: { activas: activas + 1 } },
    });
    expect(subida.body.data.licencias).toMatchObject({ activas: activas + 1, total: Math.max(activas + 1, antes.licencias.total) });
  });

  it("the companies screen's figures are the platform counters, the same the superadmin's dashboard shows (D116)", async () => {
    const antes = await contadores();
    expect((await crear({ ...base, nombreLegal: 'Cifras SL', email: 'info@cifras.test', cif: cif() })).status).toBe(201);
    const resumen = await contadores();
    expect(resumen).toMatchObject({ totalEmpresas: antes.totalEmpresas + 1, empresasActivas: antes.empresasActivas + 1 });
    const dashboard = (await stack.call('GET', '/api/dashboard', { token: superadmin.token })).body.data;
    expect(dashboard).toMatchObject({
      totalEmpresas: resumen.totalEmpresas,
      empresasActivas: resumen.empresasActivas,
      licenciasActivas: resumen.licenciasActivas,
    });
  });

  it('assigns contracted services', async () => {
    const res = await stack.call('POST', `/api/empresas/${empresaA.id}/servicios`, {
      token: superadmin.token,
      body: { serviciosIds: ['mapeo-organizacional'] },
    });
    expect(res.body.message).toBe('Servicios asignados correctamente');
    expect(res.body.data.serviciosContratados).toEqual({
      'test-vocacional': false,
      'entrevistas-profundidad': false,
      'mapeo-organizacional': true,
    });
  });

  it('POST /api/empresas/{id}/admin adds an administrator and mails the credentials', async () => {
    const res = await stack.call('POST', `/api/empresas/${empresaB.id}/admin`, {
      token: superadmin.token,
      body: { nombre: 'Óliver', email: 'oliver@omega.test', password: 'Pmjwfs-2026!', confirmPassword: 'Pmjwfs-2026!' },
    });
    expect(res).toMatchObject({
      status: 201,
      body: { success: true, message: 'Administrador creado correctamente', data: { rol: 'admin', empresaId: empresaB.id } },
    });
    expect(await mailsTo(stack, 'oliver@omega.test')).toHaveLength(1);
  });

  it('lists the HR services of the platform', async () => {
    const res = await stack.call('GET', '/api/servicios-hr', { token: adminA.token });
    expect(res.body.data.map((s: { codigo: string }) => s.codigo).sort()).toEqual([
      'entrevistas-profundidad',
      'mapeo-organizacional',
      'test-vocacional',
    ]);
  });

  it('DELETE removes the company (a queued job), its users (login refused) and frees its CIF; counters go down', async () => {
    const c = cif();
    const e = (
      await crear({
        ...base,
        nombreLegal: 'Para Borrar',
        cif: c,
        licencias: { activas: 3 },
        adminData: { nombre: 'Bea', email: 'bea@borrar.test', password: 'Cfb-Clave-2026', confirmPassword: 'Cfb-Clave-2026' },
      })
    ).body.data;
    const before = await contadores();
    expect((await stack.call('DELETE', `/api/empresas/${e.id}`, { token: adminA.token })).status).toBe(403);
    const del = await stack.call('DELETE', `/api/empresas/${e.id}`, { token: superadmin.token });
    // A queued job (D72; step by step in empresas-eliminacion.test.ts): 202 now, gone once the queue is idle.
    expect(del).toMatchObject({ status: 202, body: { message: 'Eliminación de la empresa en curso', data: { estado: 'en_curso' } } });
    await stack.colas.idle();
    expect(await contadores()).toEqual({
      licenciasActivas: before.licenciasActivas - 3,
      totalEmpresas: before.totalEmpresas - 1,
      empresasActivas: before.empresasActivas - 1,
      suscripcionesTrial: before.suscripcionesTrial,
    });
    expect((await stack.call('GET', `/api/empresas/${e.id}`, { token: superadmin.token })).status).toBe(404);
    expect((await stack.call('POST', '/api/auth/login', { body: { email: 'bea@borrar.test', password: 'Cfb-Clave-2026' } })).status).toBe(
      401,
    );
    expect(
      (
        await crear({
          ...base,
          nombreLegal: 'Para Borrar',
          cif: c,
          adminData: { nombre: 'Bea', email: 'bea@borrar.test', password: 'Cfb-Clave-2026', confirmPassword: 'Cfb-Clave-2026' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('strategic plan file', () => {
  let empresa: { id: string };
  let admin: Session;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  beforeAll(async () => {
    ({ empresa, admin } = await empresaConAdmin(stack, superadmin, {
      ...base,
      nombreLegal: 'Planes SA',
      cif: cif(),
      admin: { nombre: 'Pia', email: 'pia@planes.test', password: 'Qjb-Clave-2026' },
    }));
  });

  async function upload(data: Buffer, name: string, type: string, token = admin.token, id = empresa.id) {
    const form = new FormData();
    form.append('nombre', 'Plan estratégico 2027');
    form.append('archivo', new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(`${stack.apiUrl}/api/empresas/${id}/upload-plan-estrategico`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  // The presigned upload, a step each: the link, the file posted to storage, the server's check.
  /** Asks for the storage link and form fields of a file of this name, type and size. */
  const pedirSubida = (nombreArchivo: string, contentType: string, tamano: number) =>
    stack.call('POST', `/api/empresas/${empresa.id}/plan-estrategico/upload-url`, {
      token: admin.token,
      body: { nombreArchivo, contentType, tamano },
    });
  /** Posts the file straight to storage with the fields pedirSubida answered; `campo` may change one, as any client could. */
  function alAlmacen(
    subida: { url: string; fields: Record<string, string> },
    data: Buffer,
    name: string,
    type: string,
    campo = (_k: string, v: string) => v,
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(subida.fields)) form.append(k, campo(k, v));
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return fetch(subida.url, { method: 'POST', body: form });
  }
  /** Has the server read the stored object at `key`: kept as the plan, or refused and deleted. */
  const confirmar = (key: string) =>
    stack.call('POST', `/api/empresas/${empresa.id}/plan-estrategico/confirm`, { token: admin.token, body: { key } });

  it('uploads a PDF, answers archivo_url, serves it back (bearer, or a signed link asked for with it) and deletes it', async () => {
    const res = await upload(pdf, 'plan.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.data.archivo_url).toBe(`/api/empresas/${empresa.id}/plan-estrategico/archivo`);
    expect(res.body.data.planEstrategico).toMatchObject({ nombre: 'Plan estratégico 2027', version: '1.0' });

    const redirect = await stack.call('GET', res.body.data.archivo_url, { token: admin.token });
    expect(redirect.status).toBe(302);
    const file = await fetch(redirect.headers.get('location')!);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    // A new window cannot send the header: the web asks for a short-lived signed link instead, and
    // a token in the query is not a credential any more.
    const enlace = await stack.call('POST', `/api/empresas/${empresa.id}/plan-estrategico/enlace`, {
      token: admin.token,
      body: { descarga: true },
    });
    expect(enlace.status).toBe(200);
    expect(enlace.body.data.expiresIn).toBe(300);
    expect(decodeURIComponent(enlace.body.data.url)).toContain('attachment');
    expect(enlace.body.data.url).not.toContain(admin.token);
    expect(Buffer.from(await (await fetch(enlace.body.data.url)).arrayBuffer()).equals(pdf)).toBe(true);
    expect((await stack.call('GET', `${res.body.data.archivo_url}?token=${admin.token}`)).status).toBe(401);

    const del = await stack.call('DELETE', res.body.data.archivo_url, { token: admin.token });
    expect(del.body.message).toBe('Plan estratégico eliminado correctamente');
    expect((await stack.call('GET', `/api/empresas/${empresa.id}`, { token: admin.token })).body.data.planEstrategico).toBeNull();
    expect((await stack.call('GET', res.body.data.archivo_url, { token: admin.token })).status).toBe(404);
  });

  it('a TXT file fills the plan text', async () => {
    const res = await upload(Buffer.from('Misión: crecer con personas.'), 'plan.txt', 'text/plain');
    expect(res.body.data.planEstrategico.contenido_texto).toBe('Misión: crecer con personas.');
  });

  it('a 300-character plan name is refused with its own message and changes nothing (file and record)', async () => {
    const antes = await upload(pdf, 'vigente.pdf', 'application/pdf');
    expect(antes.status).toBe(200);
    const form = new FormData();
    form.append('nombre', 'x'.repeat(300));
    form.append('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'otro.pdf');
    const res = await fetch(`${stack.apiUrl}/api/empresas/${empresa.id}/upload-plan-estrategico`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('El nombre del plan no puede tener más de 200 caracteres');
    const patch = await stack.call('PATCH', `/api/empresas/${empresa.id}`, {
      token: admin.token,
      body: { planEstrategico: { nombre: 'x'.repeat(300) } },
    });
    expect(patch).toMatchObject({ status: 400, body: { message: 'El nombre del plan no puede tener más de 200 caracteres' } });

    const despues = (await stack.call('GET', `/api/empresas/${empresa.id}`, { token: admin.token })).body.data.planEstrategico;
    expect(despues).toMatchObject({
      nombre: antes.body.data.planEstrategico.nombre,
      fecha_subida: antes.body.data.planEstrategico.fecha_subida,
    });
    const redirect = await stack.call('GET', `/api/empresas/${empresa.id}/plan-estrategico/archivo`, { token: admin.token });
    expect(decodeURIComponent(redirect.headers.get('location')!)).toContain('vigente.pdf');
    // And the next upload works.
    expect((await upload(pdf, 'siguiente.pdf', 'application/pdf')).status).toBe(200);
  });

  it('a 1 MiB TXT is stored whole and its text cut to what the record holds, with a message that says so', async () => {
    const linea = 'Objetivo estratégico: crecer con personas y datos.\n';
    const grande = Buffer.from(linea.repeat(Math.ceil((1024 * 1024) / Buffer.byteLength(linea))));
    expect(grande.length).toBeGreaterThanOrEqual(1024 * 1024);
    await stack.call('PATCH', `/api/empresas/${empresa.id}`, { token: admin.token, body: { planEstrategico: null } });
    const res = await upload(grande, 'plan-largo.txt', 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Plan estratégico guardado. El texto del archivo supera 100.000 caracteres: se ha cargado solo el principio; el archivo completo queda guardado.',
    );
    expect(res.body.data.planEstrategico.contenido_texto).toHaveLength(100_000);
    const redirect = await stack.call('GET', `/api/empresas/${empresa.id}/plan-estrategico/archivo`, { token: admin.token });
    expect((await (await fetch(redirect.headers.get('location')!)).arrayBuffer()).byteLength).toBe(grande.length);
  });

  it.each([
    ['an executable', Buffer.from('MZ'), 'virus.exe', 'application/octet-stream', 'Solo se permiten archivos PDF, DOC, DOCX o TXT'],
    ['a PDF name with an image type', Buffer.from('x'), 'foto.pdf', 'image/png', 'Solo se permiten archivos PDF, DOC, DOCX o TXT'],
    ['an empty file', Buffer.alloc(0), 'vacio.pdf', 'application/pdf', 'El archivo está vacío'],
  ])('refuses %s', async (_n, data, name, type, message) => {
    expect(await upload(data, name, type)).toMatchObject({ status: 400, body: { message } });
  });

  it('checks the content: a text file renamed .pdf or .docx is refused and the current plan file stays', async () => {
    const vigente = await upload(pdf, 'vigente.pdf', 'application/pdf');
    expect(vigente.status).toBe(200);
    expect(await upload(Buffer.from('esto no es un PDF'), 'falso.pdf', 'application/pdf')).toMatchObject({
      status: 400,
      body: { message: 'El contenido del archivo no corresponde a un archivo PDF válido' },
    });
    expect(await upload(Buffer.from('tampoco un Word'), 'falso.docx', '')).toMatchObject({
      status: 400,
      body: { message: 'El contenido del archivo no corresponde a un archivo DOCX válido' },
    });

    // The same through the presigned upload: confirm reads the object, refuses it and deletes it.
    const url = await pedirSubida('falso.pdf', 'application/pdf', 17);
    expect((await alAlmacen(url.body.data, Buffer.from('esto no es un PDF'), 'falso.pdf', 'application/pdf')).status).toBeLessThan(300);
    const confirm = await confirmar(url.body.data.key);
    expect(confirm).toMatchObject({ status: 400, body: { message: 'El contenido del archivo no corresponde a un archivo PDF válido' } });
    expect((await confirmar(url.body.data.key)).status).toBe(404);

    const despues = (await stack.call('GET', `/api/empresas/${empresa.id}`, { token: admin.token })).body.data.planEstrategico;
    expect(despues.fecha_subida).toBe(vigente.body.data.planEstrategico.fecha_subida);
    const redirect = await stack.call('GET', `/api/empresas/${empresa.id}/plan-estrategico/archivo`, { token: admin.token });
    expect(decodeURIComponent(redirect.headers.get('location')!)).toContain('vigente.pdf');
    expect(Buffer.from(await (await fetch(redirect.headers.get('location')!)).arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('presigned upload: refuses more than 10 MB up front; confirm checks the object and deletes one that breaks the rules', async () => {
    const big = await pedirSubida('grande.pdf', 'application/pdf', 10 * 1024 * 1024 + 1);
    expect(big).toMatchObject({ status: 400, body: { message: 'El archivo no puede ser mayor a 10MB' } });

    const ok = await pedirSubida('plan grande.pdf', 'application/pdf', pdf.length);
    expect(ok.status).toBe(200);
    expect((await alAlmacen(ok.body.data, pdf, 'plan grande.pdf', 'application/pdf')).status).toBeLessThan(300);
    const confirm = await confirmar(ok.body.data.key);
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.archivo_url).toBe(`/api/empresas/${empresa.id}/plan-estrategico/archivo`);

    // The local S3 does not enforce the POST policy: a wrong type is caught and deleted at confirm.
    const bad = await pedirSubida('x.pdf', 'application/pdf', 10);
    await alAlmacen(bad.body.data, Buffer.from('png'), 'x.pdf', 'image/png', (k, v) => (k === 'Content-Type' ? 'image/png' : v));
    const refused = await confirmar(bad.body.data.key);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Solo se permiten archivos PDF, DOC, DOCX o TXT' } });
    expect((await confirmar(bad.body.data.key)).status).toBe(404);
    // A key outside this company's folder is never accepted.
    expect((await confirmar('empresas/otra/plan/x.pdf')).status).toBe(404);
  });
});

describe('areas', () => {
  let empresa: { id: string };
  let admin: Session;

  beforeAll(async () => {
    ({ empresa, admin } = await empresaConAdmin(stack, superadmin, {
      ...base,
      nombreLegal: 'Areas SA',
      cif: cif(),
      admin: { nombre: 'Ada', email: 'ada@areas.test', password: 'Beb-Clave-2026' },
    }));
  });

  it('creates (name required), lists with counts, updates and deletes', async () => {
    const missing = await stack.call('POST', '/api/areas', { token: admin.token, body: { descripcionArea: 'x' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'El nombre del área es obligatorio' } });
    const created = await stack.call('POST', '/api/areas', {
      token: admin.token,
      body: { nombreArea: 'Tecnología', descripcionArea: 'Equipo de producto' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: 'Área creada correctamente',
        data: { nombreArea: 'Tecnología', empresaId: empresa.id, activo: true, candidatos: 0 },
      },
    });
    await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Ventas' } });
    const list = await stack.call('GET', '/api/areas', { token: admin.token });
    expect(list.body.data.map((a: { nombreArea: string }) => a.nombreArea)).toEqual(['Tecnología', 'Ventas']);

    const id = created.body.data.id;
    const upd = await stack.call('PUT', `/api/areas/${id}`, { token: admin.token, body: { activo: false } });
    expect(upd.body.data).toMatchObject({ activo: false, nombreArea: 'Tecnología' });
    const del = await stack.call('DELETE', `/api/areas/${id}`, { token: admin.token });
    expect(del.body.message).toBe('Área eliminada correctamente');
    expect((await stack.call('GET', '/api/areas', { token: admin.token })).body.data).toHaveLength(1);
  });

  it('refuses to delete an area that candidates use, with the count', async () => {
    const area = (await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Legal' } })).body.data;
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { areaKeys } = await import('../../functions/lib/db/areas.js');
    await updateItem(areaKeys.area(empresa.id, area.id), { candidatos: 2 });
    const res = await stack.call('DELETE', `/api/areas/${area.id}`, { token: admin.token });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'No se puede eliminar el área: tiene 2 candidato(s) asignado(s). Reasígnalos primero.' },
    });
    expect(
      (await stack.call('GET', '/api/areas', { token: admin.token })).body.data.find((a: { id: string }) => a.id === area.id).candidatos,
    ).toBe(2);
  });

  it('the superadmin works on a named company; without one it is told to select it', async () => {
    const none = await stack.call('GET', '/api/areas', { token: superadmin.token });
    expect(none).toMatchObject({ status: 400, body: { message: 'Selecciona una empresa' } });
    const res = await stack.call('GET', `/api/areas?empresaId=${empresa.id}`, { token: superadmin.token });
    expect(res.status).toBe(200);
    const area = res.body.data[0];
    expect(
      (await stack.call('PUT', `/api/areas/${area.id}`, { token: superadmin.token, body: { descripcionArea: 'Desde el panel' } })).status,
    ).toBe(200);
  });

  it('names are unique per company whatever their case or accents (409), and free again after a delete or rename', async () => {
    const primera = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Comercial' } });
    expect(primera.status).toBe(201);
    for (const nombre of ['comercial', ' COMERCIAL ', 'Cómercial']) {
      const dup = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: nombre } });
      expect(dup).toMatchObject({ status: 409, body: { message: `Ya existe un área llamada «${nombre.trim()}» en esta empresa` } });
    }
    const otra = (await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Marketing' } })).body.data;
    expect((await stack.call('PUT', `/api/areas/${otra.id}`, { token: admin.token, body: { nombreArea: 'comercial' } })).status).toBe(409);
    // Renaming frees the old name; the same name with other capitals is the same area.
    expect(
      (await stack.call('PUT', `/api/areas/${primera.body.data.id}`, { token: admin.token, body: { nombreArea: 'COMERCIAL' } })).status,
    ).toBe(200);
    expect(
      (await stack.call('PUT', `/api/areas/${primera.body.data.id}`, { token: admin.token, body: { nombreArea: 'Ventas Sur' } })).status,
    ).toBe(200);
    expect((await stack.call('PUT', `/api/areas/${otra.id}`, { token: admin.token, body: { nombreArea: 'Comercial' } })).status).toBe(200);
    await stack.call('DELETE', `/api/areas/${otra.id}`, { token: admin.token });
    expect((await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'comercial' } })).status).toBe(201);
    // Another company may use the name.
    const superArea = await stack.call('POST', '/api/areas', {
      token: superadmin.token,
      body: { nombreArea: 'Comercial', empresaId: (await crear({ ...base, nombreLegal: 'Otra Areas SA', cif: cif() })).body.data.id },
    });
    expect(superArea.status).toBe(201);
  });
});

describe('an operator reads their company and changes nothing of it', () => {
  let empresa: { id: string };
  let op: Session;

  beforeAll(async () => {
    let admin: Session;
    ({ empresa, admin } = await empresaConAdmin(stack, superadmin, {
      ...base,
      nombreLegal: 'Operada SA',
      cif: cif(),
      admin: { nombre: 'Olga', email: 'olga@operada.test', password: 'Pmhb-Clave-2026' },
    }));
    op = await usuarioConSesion(stack, admin, { email: 'op@operada.test', rol: 'operador' });
    await stack.call('PATCH', `/api/empresas/${empresa.id}`, { token: admin.token, body: { planEstrategico: { nombre: 'Plan Operada' } } });
  });

  it('GET works; PUT, PATCH and the plan file calls answer 403 and nothing changes', async () => {
    expect((await stack.call('GET', `/api/empresas/${empresa.id}`, { token: op.token })).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', `/api/empresas/${empresa.id}`, { nombreLegal: 'Cambiada', email: 'x@y.test' }],
      ['PATCH', `/api/empresas/${empresa.id}`, { planEstrategico: null }],
      ['DELETE', `/api/empresas/${empresa.id}/plan-estrategico/archivo`, undefined],
      [
        'POST',
        `/api/empresas/${empresa.id}/plan-estrategico/upload-url`,
        { nombreArchivo: 'x.pdf', contentType: 'application/pdf', tamano: 10 },
      ],
    ] as const) {
      const res = await stack.call(method, path, { token: op.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const after = (await stack.call('GET', `/api/empresas/${empresa.id}`, { token: op.token })).body.data;
    expect(after).toMatchObject({ nombreLegal: 'Operada SA', planEstrategico: { nombre: 'Plan Operada' } });
  });
});

describe("the superadmin's session", () => {
  it('carries the first page of companies and a cursor, never every company', async () => {
    const { PAGINACION } = await import('../../shared/constants.js');
    let total = (await stack.call('GET', '/api/dashboard', { token: superadmin.token })).body.data.totalEmpresas as number;
    while (total <= PAGINACION.limitePorDefecto) {
      expect((await crear({ ...base, nombreLegal: `Relleno ${total} SA`, cif: cif() })).status).toBe(201);
      total++;
    }
    const me = (await stack.call('GET', '/api/auth/me', { token: superadmin.token })).body.data;
    expect(me.empresas).toHaveLength(PAGINACION.limitePorDefecto);
    expect(me.empresasCursor).toEqual(expect.any(String));
    const sesion = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
    expect(sesion.empresas).toHaveLength(PAGINACION.limitePorDefecto);
    // The next page continues where the session's first one ended.
    const next = (
      await stack.call('GET', `/api/empresas?cursor=${me.empresasCursor}&limit=${PAGINACION.limitePorDefecto}`, { token: superadmin.token })
    ).body.data;
    const ids = new Set(me.empresas.map((e: { id: string }) => e.id));
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.every((e: { id: string }) => !ids.has(e.id))).toBe(true);
  });
});
