// The mail service's decisions, with the transports and the store faked (D62): the waits between
// attempts, a permanent error stops retrying, SMTP falls back to SES, a disabled template is
// skipped, the category's mailbox is the sender, and the log never holds template values; an
// address SES reported as bounced or complaining is not mailed again (D142).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailConfigPorDefecto } from '../../../shared/email/por-defecto.js';
import type { EmailConfigMostrada } from '../../../shared/schemas/email.js';
import { DEFINICION_PLANTILLAS } from '../../../shared/email/plantillas.js';

const transporte = vi.hoisted(() => ({ enviarPorSes: vi.fn(), enviarPorSmtp: vi.fn() }));
const registro = vi.hoisted(() => ({ registrarEnvio: vi.fn(), supresionDe: vi.fn() }));
const vigente = vi.hoisted(() => ({ actual: undefined as unknown as { config: EmailConfigMostrada; item: unknown } }));

vi.mock('./transporte.js', () => ({ enviarPorSmtp: transporte.enviarPorSmtp }));
vi.mock('./ses.js', () => ({ enviarPorSes: transporte.enviarPorSes }));
vi.mock('../db/email.js', () => registro);
vi.mock('../cifrado.js', () => ({ abrir: vi.fn(async () => 'la-password') }));
vi.mock('./config.js', () => ({ CONTEXTO_SMTP: {}, configEmailVigente: async () => vigente.actual }));

const { conObligatorias, enviarPlantilla, esperaTrasIntento } = await import('./send.js');
const { contarEmailNoEnviado, METRICA_EMAIL_NO_ENVIADO } = await import('./metrica.js');

const VARS = { nombre: 'Ana', email: 'ana@x.test', enlace: 'https://x.test/r/SECRETO', minutos: '30' };
const destino = { to: 'ana@x.test', empresaId: 'e1' };

function configurar(cambios: Partial<EmailConfigMostrada> = {}, smtp = false) {
  const config = { ...emailConfigPorDefecto('no-reply@talentia.test'), ...cambios };
  vigente.actual = {
    config,
    item: smtp ? { smtp: { host: 'smtp.x.test', port: 587, secure: false, user: 'u', sobre: { v: 1 } } } : null,
  };
}

const error = (props: Record<string, unknown>) => Object.assign(new Error(String(props.message ?? 'fallo')), props);

beforeEach(() => {
  vi.resetAllMocks();
  registro.registrarEnvio.mockResolvedValue(undefined);
  registro.supresionDe.mockResolvedValue(undefined);
});

describe('enviarPlantilla', () => {
  it('a stored text without a placeholder the mail cannot go without is replaced by the default (D180)', () => {
    const def = DEFINICION_PLANTILLAS.comentariosCandidato;
    const antigua = { enabled: true, subject: 'Comentarios de {{nombreEmpresa}}', html: '<p>{{fortalezas}}</p>' };
    expect(conObligatorias(def, antigua)).toEqual({ enabled: true, subject: def.subject, html: def.html });
    const editada = { enabled: false, subject: '{{asunto}}', html: '<p>{{mensaje}}</p><p>{{comentarios}}</p>' };
    expect(conObligatorias(def, editada)).toBe(editada);
  });

  it('waits 250, 500, 1000, 2000, 2000 ms between attempts', () => {
    expect([1, 2, 3, 4, 5].map(esperaTrasIntento)).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('sends through SES from the category mailbox, retrying a transient failure with the waits', async () => {
    configurar({ maxRetries: 3 });
    transporte.enviarPorSes
      .mockRejectedValueOnce(error({ name: 'TooManyRequestsException' }))
      .mockRejectedValueOnce(error({}))
      .mockResolvedValue('m-1');
    const esperas: number[] = [];
    const r = await enviarPlantilla('resetPassword', destino, VARS, { esperar: async (ms) => void esperas.push(ms) });
    expect(r).toEqual({ estado: 'enviado', messageId: 'm-1', proveedor: 'ses', intentos: 3 });
    expect(esperas).toEqual([250, 500]);
    const m = transporte.enviarPorSes.mock.calls[0]![0];
    expect(m.from).toEqual({ email: 'administracion@talentia.test', name: 'Talentia · Administración' });
    expect(m.to).toBe('ana@x.test');
    expect(m.replyTo).toBeUndefined();
    expect(registro.registrarEnvio).toHaveBeenCalledWith(
      expect.objectContaining({
        estado: 'enviado',
        proveedor: 'ses',
        intentos: 3,
        plantilla: 'resetPassword',
        categoria: 'administracion',
      }),
    );
  });

  it('gives up after maxRetries and throws; the log says why, without the values', async () => {
    configurar({ maxRetries: 2 });
    transporte.enviarPorSes.mockRejectedValue(error({ message: 'SES caído' }));
    await expect(enviarPlantilla('resetPassword', destino, VARS, { esperar: async () => undefined })).rejects.toThrow(/SES caído/);
    expect(transporte.enviarPorSes).toHaveBeenCalledTimes(2);
    const log = registro.registrarEnvio.mock.calls[0]![0];
    expect(log).toMatchObject({ estado: 'fallido', intentos: 2, error: 'SES: SES caído' });
    expect(JSON.stringify(log)).not.toContain('SECRETO');
  });

  it('does not retry what cannot succeed (a rejected message)', async () => {
    configurar({ maxRetries: 5 });
    transporte.enviarPorSes.mockRejectedValue(error({ name: 'MessageRejected', message: 'Email address is not verified' }));
    await expect(enviarPlantilla('resetPassword', destino, VARS, { esperar: async () => undefined })).rejects.toThrow();
    expect(transporte.enviarPorSes).toHaveBeenCalledTimes(1);
  });

  it('uses SMTP when configured; wrong credentials stop SMTP at once and SES takes it', async () => {
    configurar({ proveedor: 'smtp', maxRetries: 4, replyTo: 'soporte@x.test' }, true);
    transporte.enviarPorSmtp.mockRejectedValue(error({ code: 'EAUTH', message: 'Invalid login: 535' }));
    transporte.enviarPorSes.mockResolvedValue('m-ses');
    const r = await enviarPlantilla('resetPassword', destino, VARS, { esperar: async () => undefined });
    expect(r).toEqual({ estado: 'enviado', messageId: 'm-ses', proveedor: 'ses', intentos: 2 });
    expect(transporte.enviarPorSmtp).toHaveBeenCalledTimes(1);
    expect(transporte.enviarPorSmtp.mock.calls[0]![0]).toMatchObject({ host: 'smtp.x.test', password: 'la-password' });
    expect(transporte.enviarPorSes.mock.calls[0]![0].replyTo).toBe('soporte@x.test');
    expect(registro.registrarEnvio.mock.calls[0]![0]).toMatchObject({ proveedor: 'ses', error: 'SMTP: Invalid login: 535' });
  });

  it('SMTP chosen but no server stored: SES sends', async () => {
    configurar({ proveedor: 'smtp' }, false);
    transporte.enviarPorSes.mockResolvedValue('m');
    await enviarPlantilla('resetPassword', destino, VARS);
    expect(transporte.enviarPorSmtp).not.toHaveBeenCalled();
  });

  it('a disabled template is not sent, and that is logged', async () => {
    const base = emailConfigPorDefecto();
    configurar({
      templates: {
        ...base.templates,
        administracion: {
          ...base.templates.administracion,
          resetPassword: { ...base.templates.administracion.resetPassword, enabled: false },
        },
      },
    });
    expect(await enviarPlantilla('resetPassword', destino, VARS)).toEqual({ estado: 'omitido' });
    expect(transporte.enviarPorSes).not.toHaveBeenCalled();
    expect(registro.registrarEnvio.mock.calls[0]![0]).toMatchObject({ estado: 'omitido', intentos: 0, proveedor: null });
  });

  it('an address that bounced for good, or whose owner complained, is not mailed again: omitted, and the log says why', async () => {
    configurar();
    registro.supresionDe.mockResolvedValue({ motivo: 'rebote', fecha: '2026-03-02T10:00:00.000Z' });
    expect(await enviarPlantilla('resetPassword', destino, VARS)).toEqual({ estado: 'omitido' });
    expect(registro.supresionDe).toHaveBeenCalledWith('ana@x.test');
    expect(transporte.enviarPorSes).not.toHaveBeenCalled();
    expect(transporte.enviarPorSmtp).not.toHaveBeenCalled();
    expect(registro.registrarEnvio.mock.calls[0]![0]).toMatchObject({
      estado: 'omitido',
      intentos: 0,
      proveedor: null,
      destinatario: 'ana@x.test',
      error: 'No enviado: la dirección rebotó de forma permanente (2026-03-02) y no se le vuelve a escribir',
    });
    registro.supresionDe.mockResolvedValue({ motivo: 'queja', fecha: '2026-03-03T10:00:00.000Z' });
    await enviarPlantilla('resetPassword', destino, VARS);
    expect(registro.registrarEnvio.mock.calls[1]![0].error).toBe(
      'No enviado: el destinatario marcó un email como spam (2026-03-03) y no se le vuelve a escribir',
    );
  });

  it('a suppression that cannot be read suppresses nothing; SES gets the template and the company as message tags', async () => {
    configurar();
    registro.supresionDe.mockRejectedValue(new Error('throttled'));
    transporte.enviarPorSes.mockResolvedValue('m-9');
    expect(await enviarPlantilla('resetPassword', destino, VARS)).toMatchObject({ estado: 'enviado' });
    // What SES's bounce and complaint events carry back (functions/lib/mail/eventos.ts).
    expect(transporte.enviarPorSes.mock.calls[0]![0].etiquetas).toEqual({ plantilla: 'resetPassword', empresa: 'e1' });
  });

  it('a log write that fails does not fail the email', async () => {
    configurar();
    transporte.enviarPorSes.mockResolvedValue('m');
    registro.registrarEnvio.mockRejectedValue(new Error('throttled'));
    await expect(enviarPlantilla('resetPassword', destino, VARS)).resolves.toMatchObject({ estado: 'enviado' });
  });

  it('an email that finally fails counts one EmailsNoEnviados (EMF, the mail-not-sent alarm), without its values; a sent one counts nothing', async () => {
    configurar({ maxRetries: 2 });
    const lineas: string[] = [];
    const metrica = { write: (l: string) => lineas.push(l) };
    transporte.enviarPorSes.mockResolvedValueOnce('m');
    await enviarPlantilla('resetPassword', destino, VARS, { esperar: async () => undefined, metrica });
    expect(lineas).toEqual([]);
    transporte.enviarPorSes.mockRejectedValue(error({ message: 'SES caído' }));
    await expect(enviarPlantilla('resetPassword', destino, VARS, { esperar: async () => undefined, metrica })).rejects.toThrow();
    expect(lineas).toHaveLength(1);
    expect(lineas[0]!.endsWith('\n')).toBe(true);
    const doc = JSON.parse(lineas[0]!);
    // The embedded metric format: the metric's definition under _aws, its value and dimension at the root.
    expect(doc._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Talentia', Dimensions: [['Stage']], Metrics: [{ Name: 'EmailsNoEnviados', Unit: 'Count' }] },
    ]);
    expect(typeof doc._aws.Timestamp).toBe('number');
    expect(doc).toMatchObject({ EmailsNoEnviados: 1, Stage: process.env.STAGE ?? 'dev', plantilla: 'resetPassword' });
    expect(METRICA_EMAIL_NO_ENVIADO).toEqual({ namespace: 'Talentia', nombre: 'EmailsNoEnviados', dimension: 'Stage' });
    expect(lineas[0]).not.toContain('SECRETO');
    expect(lineas[0]).not.toContain('ana@x.test');
    // Powertools' default `service` dimension is not there: the alarm matches the whole set, [Stage].
    expect(doc).not.toHaveProperty('service');
  });

  it('the metric goes to standard output in Lambda only', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
      contarEmailNoEnviado('resetPassword');
      expect(write).not.toHaveBeenCalled();
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'Talentia-prod-Api-auth-AuthRecuperar');
      vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'talentia');
      vi.stubEnv('STAGE', 'prod');
      contarEmailNoEnviado('resetPassword');
      contarEmailNoEnviado('invitacionEntrevista');
      // One line per email, each with its own count and template (nothing left over from the previous one).
      expect(write).toHaveBeenCalledTimes(2);
      const [primera, segunda] = write.mock.calls.map(([linea]) => JSON.parse(String(linea)));
      expect(primera).toMatchObject({ Stage: 'prod', EmailsNoEnviados: 1, plantilla: 'resetPassword' });
      expect(segunda).toMatchObject({ Stage: 'prod', EmailsNoEnviados: 1, plantilla: 'invitacionEntrevista' });
      for (const doc of [primera, segunda]) {
        expect(doc._aws.CloudWatchMetrics).toEqual([
          { Namespace: 'Talentia', Dimensions: [['Stage']], Metrics: [{ Name: 'EmailsNoEnviados', Unit: 'Count' }] },
        ]);
        expect(doc).not.toHaveProperty('service');
      }
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
