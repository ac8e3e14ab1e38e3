// The deploy's seed (D76): the custom resource's handler (functions/jobs/sembrar-plataforma.ts)
// against the local emulators, as CloudFormation calls it. A fresh platform gets its data and the
// superadmin of superadminEmail, invited by Cognito with a temporary password; that superadmin signs
// in with it and must choose their own; a second run (a redeploy) changes nothing; a delete deletes
// nothing; a run interrupted after the Cognito account was made is completed by the next one.
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './local-stack.js';
import { perfilPorEmail } from '../../functions/lib/db/usuarios.js';
import { codigoSiguiente } from '../testing/segundo-factor.js';

let stack: TestStack;
type Handler = (e: CloudFormationCustomResourceEvent) => Promise<{ PhysicalResourceId: string; Data?: Record<string, string> }>;
let crearHandler: (deps: { generarPassword: () => string }) => Handler;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  // Imported once the stack has put the emulators' addresses in the environment.
  ({ crearHandler } = (await import('../../functions/jobs/sembrar-plataforma.js')) as unknown as { crearHandler: typeof crearHandler });
});
afterAll(async () => {
  await stack?.cleanup();
});

const evento = (RequestType: 'Create' | 'Update' | 'Delete', SuperadminEmail: string): CloudFormationCustomResourceEvent =>
  ({
    RequestType,
    ServiceToken: 'arn:aws:lambda:eu-west-1:000000000000:function:framework',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/',
    StackId: 'arn:aws:cloudformation:eu-west-1:000000000000:stack/Talentia-test-Jobs/x',
    RequestId: `req-${RequestType}`,
    LogicalResourceId: 'PlataformaSembrada',
    ResourceType: 'Custom::TalentiaSembrado',
    ResourceProperties: { ServiceToken: 'x', SuperadminEmail, Datos: 'abc' },
    ...(RequestType === 'Create' ? {} : { PhysicalResourceId: 'talentia-plataforma-sembrada', OldResourceProperties: {} }),
  }) as CloudFormationCustomResourceEvent;

const signIn = (email: string, password: string) => stack.call('POST', '/api/auth/login', { body: { email, password } });

/** The first sign-in of a new superadmin: the second factor's set-up (D155), then the session. */
async function primeraEntrada(email: string, password: string) {
  const paso = await signIn(email, password);
  expect(paso.body.data).toEqual({ segundoFactor: 'configurar', sesion: expect.any(String) });
  const sesion = paso.body.data.sesion as string;
  const conf = await stack.call('POST', '/api/auth/2fa/configurar', { body: { sesion } });
  const perfil = await perfilPorEmail(email);
  const codigo = codigoSiguiente(stack.cognitoMfa, perfil!.id, conf.body.data.secreto);
  return stack.call('POST', '/api/auth/2fa/activar', { body: { sesion, codigo } });
}

describe('the platform seed of a deploy', () => {
  it('creates the superadmin, invited with a temporary password that must be changed; a redeploy changes nothing; a delete deletes nothing', async () => {
    const temporal = 'Temporal-Despliegue-2026';
    const handler = crearHandler({ generarPassword: () => temporal });

    const primero = await handler(evento('Create', 'Direccion@Talentia.test'));
    expect(primero.PhysicalResourceId).toBe('talentia-plataforma-sembrada');
    // The local stack had already seeded the platform data: only the new superadmin is made.
    expect(primero.Data!.creados.split(',')).toEqual(['superadmin', 'email-superadmin']);

    const entrada = await primeraEntrada('direccion@talentia.test', temporal);
    expect(entrada.status, JSON.stringify(entrada.body)).toBe(200);
    expect(entrada.body.data.user).toMatchObject({ rol: 'superadmin', email: 'direccion@talentia.test', debeCambiarPassword: true });
    // Until they choose their own password, nothing but the change is open to them.
    const bloqueado = await stack.call('GET', '/api/empresas', { token: entrada.body.data.token });
    expect(bloqueado.status).toBe(403);

    // A redeploy (the same or a new seed fingerprint): nothing is created, the password is not touched.
    const segundo = await crearHandler({ generarPassword: () => 'Otra-Temporal-2026' })(evento('Update', 'direccion@talentia.test'));
    expect(segundo.Data!.creados).toBe('nada');
    expect((await signIn('direccion@talentia.test', temporal)).status).toBe(200);
    expect((await signIn('direccion@talentia.test', 'Otra-Temporal-2026')).status).toBe(401);

    // Deleting the stack leaves the platform as it is.
    expect(await handler(evento('Delete', 'direccion@talentia.test'))).toEqual({ PhysicalResourceId: 'talentia-plataforma-sembrada' });
    expect((await signIn('direccion@talentia.test', temporal)).status).toBe(200);
  });

  it('without superadminEmail (a non-production stage): the platform data, no superadmin', async () => {
    const r = await crearHandler({ generarPassword: () => 'No-Se-Usa-2026' })(evento('Create', ''));
    expect(r.Data!.creados).toBe('nada');
  });

  it('a run interrupted after the Cognito account was made is completed by the next, with a new invitation', async () => {
    const { crearCuenta } = await import('../../functions/lib/usuarios/cognito-admin.js');
    // The account of an interrupted run: invited with a password nobody knows now, no profile.
    await crearCuenta('interrumpido@talentia.test', [{ Name: 'email', Value: 'interrumpido@talentia.test' }], {
      passwordTemporal: 'Perdida-Para-Siempre-1',
    });
    const r = await crearHandler({ generarPassword: () => 'Nueva-Invitacion-2026' })(evento('Update', 'interrumpido@talentia.test'));
    expect(r.Data!.creados.split(',')).toEqual(['superadmin', 'email-superadmin']);
    const entrada = await primeraEntrada('interrumpido@talentia.test', 'Nueva-Invitacion-2026');
    expect(entrada.status, JSON.stringify(entrada.body)).toBe(200);
    expect(entrada.body.data.user).toMatchObject({ rol: 'superadmin', debeCambiarPassword: true });
  });
});
