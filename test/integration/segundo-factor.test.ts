// Two factors (issue 45 part 3, D155) through the API and the local Cognito front: the superadmin's
// code step, a company that requires the factor for its admins (enrolment with the QR's secret,
// sign-in with a code, a lost device's recovery code, a superadmin's reset written to the platform's
// oversight record) and one that does not (sign-in unchanged). Codes come from the otpauth package
// (test/testing/segundo-factor.ts), not from the front's own TOTP.
import { describe, expect, it } from 'vitest';
import { SUPERVISION_PLATAFORMA_PK } from '../../functions/lib/db/supervision-plataforma.js';
import { queryAll } from '../../functions/lib/db/repository.js';
import { LIMITES_LOGIN } from '../../shared/constants.js';
import { segundoFactor as msg } from '../../shared/messages.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';
import { empresaConAdmin, login, loginDesde, pilaDelArchivo, postDesde, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
pilaDelArchivo({ scheduler: false }, (p) => ({ stack, superadmin } = p));

const sinCookie = (headers: Headers) => expect(headers.getSetCookie().some((c) => c.startsWith('talentia_refresh='))).toBe(false);
const paso = (email: string, password: string) => stack.call('POST', '/api/auth/login', { body: { email, password } });
const PASSWORD = 'Pepino-Azul-2026';

describe("the superadmin's second factor", () => {
  it('the password alone answers the code step, no token and no cookie; a wrong, then a right code; a code once', async () => {
    const r = await paso(SUPERADMIN.email, SUPERADMIN.password);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(['segundoFactor', 'sesion']);
    expect(r.body.data.segundoFactor).toBe('codigo');
    sinCookie(r.headers);

    const mal = await stack.call('POST', '/api/auth/2fa/codigo', { body: { sesion: r.body.data.sesion, codigo: '000000' } });
    expect(mal.status).toBe(400);
    expect(mal.body.message).toBe(msg.codigoIncorrecto);

    const codigo = codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS);
    const bien = await stack.call('POST', '/api/auth/2fa/codigo', { body: { sesion: r.body.data.sesion, codigo } });
    expect(bien.status, JSON.stringify(bien.body)).toBe(200);
    expect(bien.body.data.user.rol).toBe('superadmin');
    expect(bien.headers.getSetCookie().some((c) => c.startsWith('talentia_refresh='))).toBe(true);
    expect((await stack.call('GET', '/api/auth/me', { token: bien.body.data.token })).status).toBe(200);

    // The same code again, in a new sign-in: refused as Cognito refuses a used one.
    const otra = await paso(SUPERADMIN.email, SUPERADMIN.password);
    const reusado = await stack.call('POST', '/api/auth/2fa/codigo', { body: { sesion: otra.body.data.sesion, codigo } });
    expect(reusado.status).toBe(400);
    expect(reusado.body.message).toBe(msg.codigoYaUsado);
  });

  it('wrong codes slow only the source they come from (D165): the superadmin still signs in from elsewhere', async () => {
    // Someone with the password guesses codes from one address: each wrong code counts there.
    const A = '127.0.0.61';
    let sesion = '';
    for (let i = 0; i < LIMITES_LOGIN.porCuentaYOrigen; i++) {
      const r = await loginDesde(stack, SUPERADMIN.email, SUPERADMIN.password, A);
      expect(r.status).toBe(200);
      sesion = r.body.data.sesion;
      const mal = await postDesde(stack, '/api/auth/2fa/codigo', { sesion, codigo: '000000' }, A);
      expect(mal.status).toBe(400);
      expect(mal.body.message).toBe(msg.codigoIncorrecto);
    }
    // The next code from there waits, and says so (the password was right: no secret to keep).
    const frenado = await postDesde(stack, '/api/auth/2fa/codigo', { sesion, codigo: '000000' }, A);
    expect(frenado.status).toBe(429);
    expect(frenado.body.message).toMatch(/^Demasiados intentos de inicio de sesión\. Inténtalo de nuevo en \d+ minutos?\.$/);
    // The password there too, answered as a wrong one.
    expect((await loginDesde(stack, SUPERADMIN.email, SUPERADMIN.password, A)).status).toBe(401);
    // The superadmin, from their own address, is not locked out.
    const B = '127.0.0.62';
    const r = await loginDesde(stack, SUPERADMIN.email, SUPERADMIN.password, B);
    expect(r.status).toBe(200);
    const codigo = codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS);
    const bien = await postDesde(stack, '/api/auth/2fa/codigo', { sesion: r.body.data.sesion, codigo }, B);
    expect(bien.status, JSON.stringify(bien.body)).toBe(200);
    expect(bien.body.data.user.rol).toBe('superadmin');
  });

  it('a step that was altered, or of the other kind, opens nothing', async () => {
    const r = await paso(SUPERADMIN.email, SUPERADMIN.password);
    const s: string = r.body.data.sesion;
    // The second-to-last character replaced by another one (it holds six bits of the seal's tag). Before,
    // the replacement was chosen by the LAST character, so one run in 64 «altered» it into itself.
    const alterada = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.slice(-1)}`;
    const codigo = codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS);
    const res = await stack.call('POST', '/api/auth/2fa/codigo', { body: { sesion: alterada, codigo } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(msg.pasoCaducado);
    expect((await stack.call('POST', '/api/auth/2fa/configurar', { body: { sesion: s } })).status).toBe(401);
  });
});

describe('a social sign-in', () => {
  it("is refused to the superadmin, who must use the second factor (Cognito's federation asks for no code)", async () => {
    const start = await fetch(`${stack.apiUrl}/api/oauth/google?login_hint=${encodeURIComponent(SUPERADMIN.email)}`, {
      redirect: 'manual',
    });
    const binding = start.headers.getSetCookie()[0]!.split(';')[0]!;
    const idp = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = await fetch(idp.headers.get('location')!, { redirect: 'manual', headers: { cookie: binding } });
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!).searchParams.get('error')).toBe('segundo_factor_requerido');
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('talentia_refresh=v2'))).toBe(false);
  });
});

describe('a company that requires the second factor of its admins', () => {
  it('enrols at first sign-in (QR, secret, recovery codes), then signs in with a code; a recovery code; a reset', async () => {
    const { empresaId, admin } = await empresaConAdmin(stack, superadmin, {
      nombreLegal: 'Exigente SL',
      cif: completarCif('B', '4545451'),
      email: 'info@exigente.test',
      admin: { nombre: 'Ada Exigente', email: 'ada@exigente.test', password: PASSWORD },
    });
    // Until the company requires it, its admin signs in with the password alone.
    expect(admin.token).toEqual(expect.any(String));
    const puesto = await stack.call('PUT', `/api/empresas/${empresaId}`, {
      token: admin.token,
      body: { configuracion: { exigirSegundoFactor: true } },
    });
    expect(puesto.status, JSON.stringify(puesto.body)).toBe(200);
    expect(puesto.body.data.configuracion.exigirSegundoFactor).toBe(true);

    // Set-up step: no token, no cookie.
    const r = await paso('ada@exigente.test', PASSWORD);
    expect(r.body.data).toEqual({ segundoFactor: 'configurar', sesion: expect.any(String) });
    sinCookie(r.headers);
    const conf = await stack.call('POST', '/api/auth/2fa/configurar', { body: { sesion: r.body.data.sesion } });
    expect(conf.status, JSON.stringify(conf.body)).toBe(200);
    const { secreto, otpauthUri, qr } = conf.body.data;
    expect(secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Talentia%3Aada%40exigente.test?secret=${secreto}&issuer=Talentia&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr.modulos).toHaveLength(qr.tamano * qr.tamano);

    const sub = admin.user.id as string;
    const mal = await stack.call('POST', '/api/auth/2fa/activar', { body: { sesion: r.body.data.sesion, codigo: '123456' } });
    expect(mal.status).toBe(400);
    const activado = await stack.call('POST', '/api/auth/2fa/activar', {
      body: { sesion: r.body.data.sesion, codigo: codigoSiguiente(stack.cognitoMfa, sub, secreto) },
    });
    expect(activado.status, JSON.stringify(activado.body)).toBe(200);
    expect(activado.body.data.token).toEqual(expect.any(String));
    const codigos: string[] = activado.body.data.codigosRecuperacion;
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);

    // From now on: the code step, answered with the new secret.
    const conCodigo = await login(stack, 'ada@exigente.test', PASSWORD, { totp: { secreto, sub } });
    expect(conCodigo.user.email).toBe('ada@exigente.test');

    // A password change keeps the session (a new token) and the factor.
    const NUEVA = 'Calabaza-Roja-2026';
    const cambio = await stack.call('POST', '/api/auth/password', {
      token: conCodigo.token,
      body: { passwordActual: PASSWORD, password: NUEVA, confirmPassword: NUEVA },
    });
    expect(cambio.status, JSON.stringify(cambio.body)).toBe(200);
    expect((await stack.call('GET', '/api/auth/me', { token: cambio.body.data.token })).status).toBe(200);
    expect((await paso('ada@exigente.test', NUEVA)).body.data.segundoFactor).toBe('codigo');
    const volver = await stack.call('POST', '/api/auth/password', {
      token: cambio.body.data.token,
      body: { passwordActual: NUEVA, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(volver.status, JSON.stringify(volver.body)).toBe(200);

    // A lost device: the password and a recovery code turn the factor off and ask for a new set-up.
    const rec = (codigoRecuperacion: string) =>
      stack.call('POST', '/api/auth/2fa/recuperar', { body: { email: 'ada@exigente.test', password: PASSWORD, codigoRecuperacion } });
    const invalido = await rec('AAAAA-AAAAA');
    expect(invalido.status).toBe(400);
    expect(invalido.body.message).toBe(msg.codigoRecuperacionIncorrecto);
    const recuperado = await rec(codigos[3]!.toLowerCase());
    expect(recuperado.status, JSON.stringify(recuperado.body)).toBe(200);
    expect(recuperado.body.data.segundoFactor).toBe('configurar');
    sinCookie(recuperado.headers);
    // Set up again: new secret, new codes; the spent code and the old set open nothing.
    const conf2 = await stack.call('POST', '/api/auth/2fa/configurar', { body: { sesion: recuperado.body.data.sesion } });
    const secreto2: string = conf2.body.data.secreto;
    expect(secreto2).not.toBe(secreto);
    const activado2 = await stack.call('POST', '/api/auth/2fa/activar', {
      body: { sesion: recuperado.body.data.sesion, codigo: codigoSiguiente(stack.cognitoMfa, sub, secreto2) },
    });
    expect(activado2.status, JSON.stringify(activado2.body)).toBe(200);
    expect((await rec(codigos[3]!)).status).toBe(400);
    expect((await rec(codigos[4]!)).status).toBe(400);

    // Only the superadmin resets another admin's factor.
    const url = `/api/usuarios/${sub}/segundo-factor/restablecer?empresaId=${empresaId}`;
    expect((await stack.call('POST', url, { token: volver.body.data.token })).status).toBe(403);
    const antes = (await queryAll({ pk: SUPERVISION_PLATAFORMA_PK })).length;
    const reset = await stack.call('POST', url, { token: superadmin.token });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.message).toBe(msg.restablecido);
    const registro = await queryAll<Record<string, unknown>>({ pk: SUPERVISION_PLATAFORMA_PK });
    expect(registro).toHaveLength(antes + 1);
    const ultimo = registro.at(-1)!;
    expect(ultimo).toMatchObject({ tipo: 'segundo_factor_restablecido', por: superadmin.user.id, usuarioId: sub, empresaId });
    expect(ultimo.SK).toBe(`${ultimo.fecha as string}#${ultimo.id as string}`);
    expect(Object.keys(ultimo).sort()).toEqual(['PK', 'SK', 'empresaId', 'entidad', 'fecha', 'id', 'por', 'tipo', 'usuarioId']);
    // The superadmin reads the record (read-only, newest first, ids only); an admin cannot.
    const leido = await stack.call('GET', '/api/saas/supervision', { token: superadmin.token });
    expect(leido.status).toBe(200);
    expect(leido.body.data.items[0]).toEqual({
      id: ultimo.id,
      tipo: 'segundo_factor_restablecido',
      por: superadmin.user.id,
      usuarioId: sub,
      empresaId,
      fecha: ultimo.fecha,
    });
    expect((await stack.call('GET', '/api/saas/supervision', { token: volver.body.data.token })).status).toBe(403);
    // The next sign-in asks for the set-up again; the recovery codes went with the factor.
    expect((await paso('ada@exigente.test', PASSWORD)).body.data.segundoFactor).toBe('configurar');
    expect((await rec(activado2.body.data.codigosRecuperacion[0])).body.message).toBe(msg.sinSegundoFactor);
  });

  it('a company that does not require it: its admin signs in with the password alone', async () => {
    const { admin } = await empresaConAdmin(stack, superadmin, {
      nombreLegal: 'Tranquila SL',
      cif: completarCif('B', '4545452'),
      email: 'info@tranquila.test',
      admin: { nombre: 'Teo Tranquilo', email: 'teo@tranquila.test', password: PASSWORD },
    });
    const r = await paso('teo@tranquila.test', PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.data.token).toEqual(expect.any(String));
    expect(r.body.data.segundoFactor).toBeUndefined();
    expect(admin.user.rol).toBe('admin');
  });
});
