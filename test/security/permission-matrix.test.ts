// The permission matrix, generated from the route table: every row is called as anonymous,
// operador, admin and superadmin. A role that lacks the row's permission gets 403 before the
// handler runs; a role that holds it never gets 401/403; anonymous gets 401 on every non-public
// row. Expectations come from shared/permissions.ts (spec part 1 §6), never from a second list.
// A user who must still choose their own password (D37) gets 403 PASSWORD_CHANGE_REQUIRED on
// every authenticated row except those the table marks `allowedBeforePasswordChange`.
// A company API key (D145) is a caller of its own kind, one more column: on the rows the table
// marks for keys (`claveApi`) a key holding every scope is never refused for who it is, and a key
// without the row's scope gets 403; on every other authenticated row any key gets 403. The rows only
// a key may call (permission SOLO_CLAVE_API, Greenhouse's) refuse every user, whatever their role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servidor } from '../../shared/messages.js';
import { tienePermiso, type Rol } from '../../shared/permissions.js';
import { ALCANCES_CLAVE, type AlcanceClave } from '../../shared/schemas/clave-acceso.js';
import { SOLO_CLAVE_API } from '../../shared/route-types.js';
import { routeList, type RouteRow } from '../../shared/routes/index.js';
import { filasQue, nombreFila, rutaDeEjemplo } from '../testing/filas-rutas.js';
import { crearEmpresa, crearUsuario, login, type Session } from '../integration/fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from '../integration/local-stack.js';

let stack: TestStack;
const sessions = {} as Record<Rol, Session>;
/** An admin (the role with most rights below the superadmin) who has not chosen their password yet. */
let pendiente: Session;
/** A key of the company with every scope, and for each scope a key with every other one. */
let clave: string;
const claveSin = {} as Record<AlcanceClave, string>;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('matriz', { usuarios: 10 });
  sessions.superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const admin = await crearUsuario(stack, sessions.superadmin, { email: 'admin@matriz.test', rol: 'admin', empresaId: 'matriz' });
  sessions.admin = await login(stack, admin.email, admin.password);
  const op = await crearUsuario(stack, sessions.superadmin, { email: 'op@matriz.test', rol: 'operador', empresaId: 'matriz' });
  sessions.operador = await login(stack, op.email, op.password);
  const nuevo = await crearUsuario(stack, sessions.superadmin, { email: 'nuevo@matriz.test', rol: 'admin', empresaId: 'matriz' });
  pendiente = await login(stack, nuevo.email, nuevo.password, { cambioPendiente: true });
  const nuevaClave = async (alcances: readonly AlcanceClave[]) => {
    const res = await stack.call('POST', '/api/claves-acceso', { token: sessions.admin.token, body: { nombre: 'Matriz', alcances } });
    if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.secreto as string;
  };
  clave = await nuevaClave(ALCANCES_CLAVE);
  for (const a of ALCANCES_CLAVE) claveSin[a] = await nuevaClave(ALCANCES_CLAVE.filter((x) => x !== a));
});
afterAll(async () => {
  await stack?.cleanup();
});

const samplePath = (route: RouteRow) => rutaDeEjemplo(route, 'avatars/x.png');

/** Rows whose call would end the session used by the other cases run last. */
const ordered = [...routeList].sort((a, b) => Number(a.id === 'authLogout') - Number(b.id === 'authLogout'));

const cases = ordered.flatMap((route) =>
  (['anonimo', 'operador', 'admin', 'superadmin'] as const).map((who) => [`${route.method} ${route.path} as ${who}`, route, who] as const),
);

describe('permission matrix', () => {
  it.each(cases)('%s', async (_name, route, who) => {
    const token = who === 'anonimo' ? undefined : sessions[who].token;
    const res = await stack.call(route.method, samplePath(route), { token, body: route.body ? {} : undefined });
    if (route.public) {
      // It may refuse for its own reasons (no refresh cookie), never for want of a token or a role.
      expect(res.status, JSON.stringify(res.body)).not.toBe(403);
      expect(res.body?.message).not.toBe(servidor.noAutenticado);
      return;
    }
    if (who === 'anonimo') {
      expect(res.status).toBe(401);
      return;
    }
    // A row declares who may call it (issue 54 item 13): a permission, any active user (null), or no user (SOLO_CLAVE_API).
    const allowed = route.permission === null || (route.permission !== SOLO_CLAVE_API && tienePermiso(who, true, route.permission));
    if (allowed) {
      expect([401, 403], `${who} holds the permission: ${JSON.stringify(res.body)}`).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    }
  });
});

describe('before choosing one’s password', () => {
  it.each(routeList.filter((r) => !r.public).map((r) => [nombreFila(r), r] as const))('%s', async (_name, route) => {
    expect(pendiente.user.debeCambiarPassword).toBe(true);
    const res = await stack.call(route.method, samplePath(route), { token: pendiente.token, body: route.body ? {} : undefined });
    if (route.allowedBeforePasswordChange) {
      expect(res.body?.error, JSON.stringify(res.body)).not.toBe('PASSWORD_CHANGE_REQUIRED');
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        error: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Debes cambiar tu contraseña antes de continuar.',
      });
    }
  });

  it('only the change itself, /me and /init are open', () => {
    expect(filasQue((r) => r.allowedBeforePasswordChange)).toEqual(['GET /api/auth/me', 'POST /api/auth/password', 'POST /api/init']);
  });
});

describe('a company API key, a caller of its own kind', () => {
  const conClave = (secreto: string) => ({ headers: { authorization: `Bearer ${secreto}` } });
  const autenticadas = ordered.filter((r) => !r.public);

  it.each(autenticadas.map((r) => [nombreFila(r), r] as const))('%s with a key holding every scope', async (_name, route) => {
    const res = await stack.call(route.method, samplePath(route), { ...conClave(clave), body: route.body ? {} : undefined });
    if (route.claveApi) {
      expect([401, 403], `marked for keys (${route.claveApi}): ${JSON.stringify(res.body)}`).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'FORBIDDEN', message: 'Esta operación no admite claves de API: usa una sesión de usuario' });
    }
  });

  it.each(autenticadas.filter((r) => r.claveApi).map((r) => [nombreFila(r), r] as const))(
    '%s with a key without its scope: 403',
    async (_name, route) => {
      const res = await stack.call(route.method, samplePath(route), {
        ...conClave(claveSin[route.claveApi!]),
        body: route.body ? {} : undefined,
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        error: 'FORBIDDEN',
        message: `La clave no tiene el permiso «${route.claveApi}» que necesita esta operación`,
      });
    },
  );

  it('the rows only a key may call are those of Greenhouse, all marked for keys', () => {
    const soloClave = routeList.filter((r) => r.permission === SOLO_CLAVE_API);
    expect(soloClave.map((r) => r.family)).toEqual(soloClave.map(() => 'greenhouse'));
    expect(soloClave.every((r) => r.claveApi === 'greenhouse')).toBe(true);
  });
});
