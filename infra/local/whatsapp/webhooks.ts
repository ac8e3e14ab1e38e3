// The WhatsApp emulator's outgoing side (issue 68 item 8): what Meta's App Dashboard and its webhooks do
// for a real number, on loopback, so the product's webhook receives what Meta would send with no Meta app.
// - The App Dashboard's «Webhooks» settings: a callback URL and a verify token are saved only after Meta's
//   verification request (GET `?hub.mode=subscribe&hub.challenge=…&hub.verify_token=…`) answered 200 with
//   the challenge echoed (developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/
//   create-webhook-endpoint, «GET requests»); the outcome is kept and shown.
// - The app secret: fixed (APP_SECRET_LOCAL, printed at start and on the page, like the number's ids) so
//   Configuración and the emulator agree by copying it, as an admin copies a real app's secret from
//   Settings › Basic; the form may set another (Meta's «Reset app secret»), e.g. the one a test typed.
// - Every POST carries `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the exact body bytes with the app
//   secret>` (developers.facebook.com/docs/graph-api/webhooks/getting-started, «Validating payloads»).
// - Notifications, shaped as Meta's references (…/whatsapp/webhooks/reference/messages/status,
//   …/reference/messages, …/reference/message_template_status_update): statuses sent → delivered → read
//   after each accepted message, in order; `failed` (131026, «Message undeliverable») for a number that is
//   not on WhatsApp (sinWhatsApp); a candidate's text reply; a template's review outcome.
// - The `messages` notifications are checked against the webhook schema of Meta's own document
//   (`POST /whatsapp/webhooks`, WebhookPayload), as the product's requests are; the document has no schema
//   for `message_template_status_update` (its Change.field enum lists messages and group fields only), so
//   those are shaped by the reference page alone and recorded as outside the document.
// Not reproduced: Meta's retries of a failed delivery (with back-off, for days), batching several changes in
// one POST, mTLS, the other fields (account updates, quality, calls…), media and reactions.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { PeticionVista, Veredicto } from '../contratos/validar-peticion.js';

type Json = Record<string, any>;

/** The app secret the emulator signs with until the form sets another: 32 hex characters, as Meta's. */
export const APP_SECRET_LOCAL = 'a9c0b5e7d2f4168e3b7a05c9d1e6f248';

/**
 * A recipient that is «not on WhatsApp»: national numbers ending in six nines (+34 600 999 999). Meta
 * accepts the send (a wamid) and then posts a `failed` status with error 131026, «Message undeliverable»
 * (…/whatsapp/cloud-api/support/error-codes: the recipient is not a WhatsApp user, or has not accepted
 * the terms, or uses an old client).
 */
export const sinWhatsApp = (to: string) => /9{6}$/.test(to.replace(/\D/g, ''));

export const ERROR_SIN_WHATSAPP = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
} as const;

export interface ConfigWebhook {
  callbackUrl: string | null;
  verifyToken: string | null;
  appSecret: string;
  /** The last verification request (saved or not). */
  verificacion: { fecha: string; callbackUrl: string; ok: boolean; detalle: string } | null;
}

/** One POST to the callback URL, as it was sent and answered. */
export interface EntregaWebhook {
  id: string;
  fecha: string;
  /** `messages` or `message_template_status_update`. */
  campo: string;
  /** What it tells: a status (sent, delivered, read, failed), `mensaje` (a reply) or the template event. */
  tipo: string;
  /** The message it is about (statuses, replies). */
  wamid: string | null;
  url: string | null;
  /** The exact body posted and its header. */
  cuerpo: string;
  firma: string;
  /** The callback's HTTP status; null when nothing was posted (no callback URL) or the post failed. */
  status: number | null;
  error: string | null;
  /** What Meta's document refuses in the notification ([] conforms; null: the document has no schema for it). */
  violaciones: string[] | null;
}

export const firmar = (cuerpo: Buffer | string, secreto: string) => `sha256=${createHmac('sha256', secreto).update(cuerpo).digest('hex')}`;

export interface Notificador {
  config(): ConfigWebhook;
  entregas(): EntregaWebhook[];
  /** The App Dashboard's save: verification request first; saved only if the challenge comes back. */
  configurar(c: { callbackUrl: string; verifyToken: string; appSecret?: string }): Promise<ConfigWebhook['verificacion']>;
  /** Statuses for a message the emulator accepted: in order, each `estadosMs` after the previous one. */
  trasEnvio(m: { wamid: string; to: string; plantilla: { categoria: string } | null }): void;
  /** A WhatsApp user's text to the number, as a `messages` notification. */
  responder(r: { desde: string; nombre?: string; texto: string }): Promise<EntregaWebhook>;
  plantilla(t: { id: string; name: string; language: string; category: string; status: string; motivo: string | null }): void;
  /** Posts the exact bytes of a delivery again, as Meta does when a callback did not answer 200. */
  reenviar(id: string): Promise<EntregaWebhook>;
  /** Every scheduled status now, in order (tests); resolves when all were posted. */
  entregarPendientes(): Promise<void>;
}

export function crearNotificador(opts: {
  numero: { phoneNumberId: string; wabaId: string; displayPhoneNumber: string };
  /** Between statuses; null: only when a test calls entregarPendientes. */
  estadosMs: number | null;
  validar: () => Promise<(p: PeticionVista) => Veredicto>;
}): Notificador {
  const config: ConfigWebhook = { callbackUrl: null, verifyToken: null, appSecret: APP_SECRET_LOCAL, verificacion: null };
  const entregas: EntregaWebhook[] = [];
  // One delivery at a time, in the order asked: «delivered» never overtakes «sent».
  let cadena: Promise<unknown> = Promise.resolve();
  const enCurso = new Set<Promise<void>>();
  const despertar = new Set<() => void>();
  let prisa = false;
  const esperar = () =>
    new Promise<void>((resolve) => {
      if (prisa) return resolve();
      const listo = () => {
        despertar.delete(listo);
        if (t) clearTimeout(t);
        resolve();
      };
      // unref: a status still to come does not keep a stopped stack's process alive.
      const t = opts.estadosMs === null ? null : setTimeout(listo, opts.estadosMs).unref();
      despertar.add(listo);
    });

  const ahora = () => String(Math.floor(Date.now() / 1000));
  const metadata = () => ({
    display_phone_number: opts.numero.displayPhoneNumber.replace(/\D/g, ''),
    phone_number_id: opts.numero.phoneNumberId,
  });
  const envoltorio = (field: string, value: Json, conTime = false) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: opts.numero.wabaId, ...(conTime ? { time: Number(ahora()) } : {}), changes: [{ value, field }] }],
  });

  const publicar = async (e: EntregaWebhook, cuerpo: Buffer) => {
    if (!config.callbackUrl) {
      e.error = 'Sin URL de devolución configurada: no se envió.';
      return e;
    }
    e.url = config.callbackUrl;
    try {
      const r = await fetch(config.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': e.firma, 'user-agent': 'facebookexternalua' },
        body: new Uint8Array(cuerpo),
        signal: AbortSignal.timeout(10_000),
      });
      e.status = r.status;
      await r.arrayBuffer();
    } catch (err) {
      e.error = (err as Error).message;
    }
    return e;
  };

  const entregar = (campo: string, tipo: string, wamid: string | null, payload: Json): Promise<EntregaWebhook> => {
    const hecho = cadena.then(async () => {
      const texto = JSON.stringify(payload);
      const cuerpo = Buffer.from(texto, 'utf8');
      let violaciones: string[] | null = null;
      if (campo === 'messages') {
        const v = (await opts.validar())({
          method: 'POST',
          url: '/whatsapp/webhooks',
          headers: { 'content-type': 'application/json' },
          body: cuerpo,
        });
        violaciones = v.errores;
      }
      const e: EntregaWebhook = {
        id: `entrega-${entregas.length + 1}`,
        fecha: new Date().toISOString(),
        campo,
        tipo,
        wamid,
        url: null,
        cuerpo: texto,
        firma: firmar(cuerpo, config.appSecret),
        status: null,
        error: null,
        violaciones,
      };
      entregas.push(e);
      return publicar(e, cuerpo);
    });
    cadena = hecho.catch(() => undefined);
    return hecho;
  };

  const estado = (wamid: string, to: string, status: string, extra: Json) =>
    envoltorio('messages', {
      messaging_product: 'whatsapp',
      metadata: metadata(),
      statuses: [{ id: wamid, status, timestamp: ahora(), recipient_id: to.replace(/\D/g, ''), ...extra }],
    });

  return {
    config: () => ({ ...config }),
    entregas: () => entregas.slice(),

    async configurar({ callbackUrl, verifyToken, appSecret }) {
      if (appSecret) config.appSecret = appSecret;
      const challenge = String(randomInt(1, 2 ** 31 - 1));
      let ok = false;
      let detalle: string;
      try {
        const u = new URL(callbackUrl);
        u.searchParams.set('hub.mode', 'subscribe');
        u.searchParams.set('hub.challenge', challenge);
        u.searchParams.set('hub.verify_token', verifyToken);
        const r = await fetch(u, { signal: AbortSignal.timeout(10_000), headers: { 'user-agent': 'facebookplatform/1.0' } });
        const texto = (await r.text()).trim();
        ok = r.status === 200 && texto === challenge;
        detalle = ok
          ? `Verificada: respondió 200 con el challenge ${challenge}.`
          : r.status !== 200
            ? `Respondió ${r.status}: la URL de devolución o el token de verificación no se pudieron validar.`
            : `Respondió 200 pero no devolvió el challenge (${challenge}), sino «${texto.slice(0, 80)}».`;
      } catch (err) {
        detalle = `No se pudo llamar a la URL de devolución: ${(err as Error).message}`;
      }
      config.verificacion = { fecha: new Date().toISOString(), callbackUrl, ok, detalle };
      // As the App Dashboard: what failed verification is not saved; the previous subscription stays.
      if (ok) Object.assign(config, { callbackUrl, verifyToken });
      return config.verificacion;
    },

    trasEnvio({ wamid, to, plantilla }) {
      // The pricing object's shape since per-message pricing (1 July 2025): a template by its category,
      // free text inside the customer service window `service`, not billed under those rules
      // (…/whatsapp/pricing). Only the shape: the emulator prices nothing.
      const pricing = plantilla
        ? { billable: true, pricing_model: 'PMP', category: plantilla.categoria.toLowerCase() }
        : { billable: false, pricing_model: 'PMP', category: 'service' };
      const pasos: [string, Json][] = sinWhatsApp(to)
        ? [['failed', { errors: [ERROR_SIN_WHATSAPP] }]]
        : (['sent', 'delivered', 'read'] as const).map((s) => [s, { pricing }]);
      const secuencia = (async () => {
        for (const [status, extra] of pasos) {
          await esperar();
          await entregar('messages', status, wamid, estado(wamid, to, status, extra));
        }
      })();
      enCurso.add(secuencia);
      void secuencia.finally(() => enCurso.delete(secuencia));
    },

    responder({ desde, nombre, texto }) {
      const waId = desde.replace(/\D/g, '');
      const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
      return entregar(
        'messages',
        'mensaje',
        wamid,
        envoltorio('messages', {
          messaging_product: 'whatsapp',
          metadata: metadata(),
          contacts: [{ profile: { name: nombre || waId }, wa_id: waId }],
          messages: [{ from: waId, id: wamid, timestamp: ahora(), type: 'text', text: { body: texto } }],
        }),
      );
    },

    plantilla(t) {
      void entregar(
        'message_template_status_update',
        t.status,
        null,
        envoltorio(
          'message_template_status_update',
          {
            event: t.status,
            message_template_id: Number(t.id),
            message_template_name: t.name,
            message_template_language: t.language,
            // Meta sends "NONE" when there is no reason (an approval).
            reason: t.motivo ?? 'NONE',
            message_template_category: t.category,
          },
          true,
        ),
      );
    },

    async reenviar(id) {
      const previa = entregas.find((e) => e.id === id);
      if (!previa) throw new Error(`No hay ninguna entrega ${id}`);
      const hecho = cadena.then(async () => {
        const e: EntregaWebhook = {
          ...previa,
          id: `entrega-${entregas.length + 1}`,
          fecha: new Date().toISOString(),
          status: null,
          error: null,
        };
        // The same bytes, signed with the secret of now.
        e.firma = firmar(previa.cuerpo, config.appSecret);
        entregas.push(e);
        return publicar(e, Buffer.from(previa.cuerpo, 'utf8'));
      });
      cadena = hecho.catch(() => undefined);
      return hecho;
    },

    async entregarPendientes() {
      prisa = true;
      try {
        while (enCurso.size) {
          for (const d of [...despertar]) d();
          await Promise.race(enCurso);
        }
        await cadena;
      } finally {
        prisa = false;
      }
    },
  };
}
