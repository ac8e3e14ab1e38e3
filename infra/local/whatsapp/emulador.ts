// The local WhatsApp emulator (issue 68 item 8), as the mail catcher stands in for SES: it plays the
// WhatsApp Business Platform Cloud API on loopback so a new user connects a number and sees what was
// sent with no Meta account. Every request is checked against Meta's own OpenAPI document,
// `business-messaging-api_v23.0.yaml` (facebook/openapi, MIT: LICENSE beside it; FUENTE below), with
// the contract suite's validator (infra/local/contratos/validar-peticion.ts: ajv, draft 2020-12), and
// answered as the document says, errors in Graph's error shape (`GraphAPIError`). What it serves:
// - GET /{Version}/{Phone-Number-ID} (operationId getPhoneNumberById): the number's node, for the one
//   number it knows (NUMERO_LOCAL, printed by `npm start`).
// - POST /{Version}/{Phone-Number-ID}/messages (operationId sendMessage): kept, answered with a `wamid`.
// - POST /{Version}/{WABA-ID}/message_templates (the document's create examples; its operationId is the
//   first example's, createAuthenticationTemplateWOtpCopyCodeButton) and GET of the same path
//   (getTemplateByNameDefaultFields, `?name=`): templates kept per WhatsApp Business Account, created
//   PENDING and approved after `aprobarTrasMs` (or WHATSAPP_EMULADOR_APROBACION_MS; 0, the default: on
//   the next read, so `npm start` shows them approved at once) — Meta's review takes
//   minutes to a day (…/templates/overview). A test rejects or pauses one (`decidirPlantilla`).
// - POST /{Version}/{TEMPLATE_ID} (operationId editTemplate): a template's new components, sent for
//   review again (PENDING; a test's decision for its name still applies), answered `{ success: true }`.
// - GET / (a page) and GET /store (JSON): the numbers, the messages sent and every request with its
//   verdict, the webhook's settings and every notification posted. Anything else is Graph's «unsupported
//   request».
// - What Meta's App Dashboard and webhooks do (webhooks.ts): POST /_emulador/webhook saves a callback URL
//   and verify token after Meta's verification request (and may set the app secret); each accepted
//   message is followed by its signed statuses, a template's review by its status update; POST
//   /_emulador/responder posts a WhatsApp user's reply. Both are forms on the page too.
// Any non-empty bearer token is accepted, except one a test revoked (`revocarToken`), which answers as
// the document's expired token does. It does NOT reproduce: the content of a template review, the 24-hour
// window, opt-in, rate limits and prices, webhooks' retries, media, or a token's real permissions and owner.
// Why one module: it is one server playing one API, and every operation it serves shares the same
// request log, the same validator compiled from the document, the same token rules and the same page;
// they change together when the document or the product's use of it does.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { validadorDe, type Contrato, type PeticionVista, type Veredicto } from '../contratos/validar-peticion.js';
import { APP_SECRET_LOCAL, crearNotificador, type ConfigWebhook, type EntregaWebhook } from './webhooks.js';

type Json = Record<string, any>;

/** Where the document came from (the repository's HEAD when it was copied). */
export const FUENTE = {
  repo: 'facebook/openapi',
  path: 'business-messaging-api_v23.0.yaml',
  commit: 'ecba623b4aba6ae770185b074ed77ed5acef22f7',
  fecha: '2025-11-21T17:10:10-08:00',
} as const;

const DOCUMENTO = fileURLToPath(new URL('./business-messaging-api_v23.0.yaml', import.meta.url));

/** The operations served, as the document names them (method and path template). */
const OP_NUMERO = 'GET /{Version}/{Phone-Number-ID}';
const OP_MENSAJES = 'POST /{Version}/{Phone-Number-ID}/messages';
const OP_PLANTILLAS = 'GET /{Version}/{WABA-ID}/message_templates';
const OP_CREAR_PLANTILLA = 'POST /{Version}/{WABA-ID}/message_templates';
const OP_EDITAR_PLANTILLA = 'POST /{Version}/{TEMPLATE_ID}';
const OPERACIONES = [OP_NUMERO, OP_MENSAJES, OP_PLANTILLAS, OP_CREAR_PLANTILLA, OP_EDITAR_PLANTILLA];
/** The document's webhook (what Meta posts to a callback URL): the emulator's own notifications are checked against it. */
const OP_WEBHOOK = 'POST /whatsapp/webhooks';

/** The number the emulator knows: a new user connects it from Configuración (its ids are printed at start). */
export const NUMERO_LOCAL = {
  phoneNumberId: '100200300400500',
  wabaId: '500400300200100',
  displayPhoneNumber: '+34 600 00 00 00',
  verifiedName: 'Talentia Local',
} as const;

export interface PeticionRegistrada {
  fecha: string;
  method: string;
  path: string;
  /** The document's operation the request matched (null: none). */
  operacion: string | null;
  /** What the document refuses in it ([] when it conforms). */
  violaciones: string[];
  status: number;
}

export interface MensajeRegistrado {
  id: string;
  fecha: string;
  phoneNumberId: string;
  to: string;
  type: string;
  cuerpo: Json;
}

/** A template as the emulator keeps it: what was asked, and its review. */
export interface PlantillaEmulada {
  id: string;
  wabaId: string;
  fecha: string;
  name: string;
  language: string;
  category: string;
  components: Json[];
  status: string;
  rejected_reason: string | null;
}

/** A review decided by a test: for the templates of that name now and those created later. */
export type DecisionPlantilla = { status: 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED'; motivo?: string };

export interface RunningWhatsApp {
  url: string;
  port: number;
  numero: typeof NUMERO_LOCAL;
  /** The app secret the webhooks are signed with at start (APP_SECRET_LOCAL; the form may change it). */
  appSecret: string;
  /** The App Dashboard's webhook settings now, and the last verification's outcome. */
  webhook(): ConfigWebhook;
  /** Saves a callback URL and verify token if the callback answers Meta's verification request. */
  configurarWebhook(c: { callbackUrl: string; verifyToken: string; appSecret?: string }): Promise<ConfigWebhook['verificacion']>;
  /** Every notification posted (or that could not be), oldest first. */
  entregas(): EntregaWebhook[];
  /** A WhatsApp user's text reply to the number, posted as Meta's `messages` notification. */
  responder(r: { desde: string; nombre?: string; texto: string }): Promise<EntregaWebhook>;
  /** The same delivery again, byte for byte (Meta retries what was not answered 200): idempotency tests. */
  reenviarWebhook(id: string): Promise<EntregaWebhook>;
  /** Posts every scheduled status now, in order, and resolves when they were answered (tests). */
  entregarPendientes(): Promise<void>;
  /** Every request received, oldest first. */
  peticiones(): PeticionRegistrada[];
  mensajes(): MensajeRegistrado[];
  /** The templates of every account, oldest first. */
  plantillas(): PlantillaEmulada[];
  /** Meta's review as a test wants it: rejects (with `motivo`, e.g. INVALID_FORMAT), pauses or approves that name. */
  decidirPlantilla(nombre: string, d: DecisionPlantilla): void;
  /** From now on this token answers 401 as the document's expired token (tests of a bad token). */
  revocarToken(token: string): void;
  /** Loads and compiles the document now rather than on the first request (~1 s). */
  precargar(): Promise<void>;
  close(): Promise<void>;
}

/** `$ref`s to components other than schemas (parameters) resolved, as test/contratos/extraer.mjs does. */
function resolver(doc: Json, nodo: any): any {
  if (nodo && typeof nodo === 'object' && typeof nodo.$ref === 'string' && !nodo.$ref.startsWith('#/components/schemas/')) {
    const destino = (nodo.$ref as string)
      .slice(2)
      .split('/')
      .reduce((n: any, k) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return resolver(doc, destino);
  }
  return nodo;
}

/**
 * The message schemas are written `allOf: [BaseMessageProperties, { additionalProperties: false, … }]`
 * (TextMessage, TemplateMessage, …). JSON Schema applies each `allOf` branch alone, so that branch's
 * `additionalProperties: false` refuses the base's own `messaging_product`, `to`, `recipient_type`:
 * read literally, no message is valid, not even the document's own examples. Its evident meaning is
 * «nothing beyond the properties of the branches together», which draft 2020-12 (OpenAPI 3.1's
 * dialect) says with `unevaluatedProperties: false` on the `allOf` node. So at load time — the kept
 * file is untouched — such a branch's `additionalProperties: false` moves up to the `allOf` node as
 * `unevaluatedProperties: false`: unknown properties are still refused, the base ones are not.
 */
export function allOfSinCierreEnRama<T>(v: T): T {
  if (Array.isArray(v)) return v.map(allOfSinCierreEnRama) as T;
  if (typeof v !== 'object' || v === null) return v;
  const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, allOfSinCierreEnRama(x)])) as Json;
  if (Array.isArray(o.allOf) && o.allOf.some((r: Json) => r?.additionalProperties === false)) {
    o.allOf = o.allOf.map((r: Json) => {
      if (r?.additionalProperties !== false) return r;
      const { additionalProperties: _cerrada, ...resto } = r;
      return resto;
    });
    o.unevaluatedProperties = false;
  }
  return o as T;
}

/**
 * The document was merged from files whose schema names clashed, and the webhook's references were not
 * renamed with them: its `IncomingMessage` points text messages at the *sending* `TextMessage` (which
 * requires `to`, `recipient_type`…), and the received one, renamed `TextMessage_2`, at the sending
 * `BaseMessageProperties` instead of `BaseMessageProperties_1` (from, id, timestamp). Read literally, the
 * document refuses its own «Text Message» webhook example. At load time — the kept file is untouched —
 * the text branch points at the received schemas, as their names and examples evidently mean.
 */
export function mensajeEntranteCorregido(schemas: Json): Json {
  const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
  const cambiar = (lista: Json[] | undefined, de: string, a: string) => lista?.map((r) => (r?.$ref === ref(de).$ref ? ref(a) : r));
  const s = { ...schemas };
  if (s.IncomingMessage && s.TextMessage_2 && s.BaseMessageProperties_1) {
    s.IncomingMessage = { ...s.IncomingMessage, oneOf: cambiar(s.IncomingMessage.oneOf, 'TextMessage', 'TextMessage_2') };
    s.TextMessage_2 = { ...s.TextMessage_2, allOf: cambiar(s.TextMessage_2.allOf, 'BaseMessageProperties', 'BaseMessageProperties_1') };
  }
  return s;
}

/**
 * The webhook's operation of the document, in the contract suite's form. Meta signs its posts
 * (X-Hub-Signature-256) and sends no bearer token, whatever the path's `security` says: the body is what
 * is checked.
 */
export async function contratoWebhookWhatsApp(): Promise<Contrato> {
  const c = await contratoWhatsApp([OP_WEBHOOK]);
  c.operaciones[OP_WEBHOOK] = { ...c.operaciones[OP_WEBHOOK]!, security: [] };
  c.components.schemas = mensajeEntranteCorregido(c.components.schemas);
  return c;
}

/** The served operations of the document, in the contract suite's form (validar-peticion.ts). */
let documento: Promise<Json> | undefined;

export async function contratoWhatsApp(claves: readonly string[] = OPERACIONES): Promise<Contrato> {
  const doc = await (documento ??= import('yaml').then(({ default: YAML }) => YAML.parse(readFileSync(DOCUMENTO, 'utf8')) as Json));
  const operaciones: Contrato['operaciones'] = {};
  for (const clave of claves) {
    const [metodo, ruta] = clave.split(' ') as [string, string];
    const item = doc.paths[ruta];
    const op = item[metodo.toLowerCase()];
    operaciones[clave] = {
      parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolver(doc, p)),
      ...(op.requestBody ? { requestBody: resolver(doc, op.requestBody) } : {}),
      ...(op.security ? { security: op.security } : {}),
    };
  }
  return {
    fuente: { ...FUENTE, openapi: doc.openapi, version: doc.info?.version },
    servers: doc.servers,
    security: doc.security,
    securitySchemes: doc.components.securitySchemes ?? {},
    operaciones,
    components: { schemas: allOfSinCierreEnRama(doc.components.schemas) },
  };
}

/** A Graph error as the document's `GraphAPIError` has it. */
function errorGraph(message: string, type: string, code: number, extra: { error_subcode?: number } = {}) {
  return { error: { message, type, code, ...extra, fbtrace_id: `A${randomBytes(11).toString('base64url')}` } };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The App Dashboard's webhook settings, the reply form and the notifications posted. */
function seccionWebhooks(config: ConfigWebhook, entregas: EntregaWebhook[]): string {
  const v = config.verificacion;
  const filas = entregas
    .slice()
    .reverse()
    .map(
      (e) =>
        `<tr><td>${esc(e.fecha)}</td><td>${esc(e.campo)}</td><td>${esc(e.tipo)}</td><td>${esc(e.wamid ?? '—')}</td><td>${
          e.status !== null ? `HTTP ${e.status}` : esc(e.error ?? '')
        }</td><td>${
          e.violaciones === null
            ? 'sin esquema en el documento'
            : e.violaciones.length
              ? `<ul>${e.violaciones.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`
              : 'conforme'
        }</td><td><pre>${esc(JSON.stringify(JSON.parse(e.cuerpo), null, 2))}</pre><code>${esc(e.firma)}</code></td></tr>`,
    )
    .join('');
  return `<h2>Webhooks</h2>
<p>URL de devolución: ${config.callbackUrl ? `<code>${esc(config.callbackUrl)}</code> (token de verificación <code>${esc(config.verifyToken ?? '')}</code>)` : '<strong>ninguna</strong>: las notificaciones no se envían'}. Clave secreta de la aplicación (App secret) con la que se firman: <code>${esc(config.appSecret)}</code> (cabecera X-Hub-Signature-256).</p>
${v ? `<p role="status">Última verificación (${esc(v.fecha)}) de <code>${esc(v.callbackUrl)}</code>: <strong>${v.ok ? 'correcta' : 'fallida'}</strong>. ${esc(v.detalle)}</p>` : ''}
<form method="post" action="/_emulador/webhook" aria-label="Configurar webhook"><p>Como en el panel de aplicaciones de Meta: al guardar se envía la solicitud de verificación (<code>hub.mode=subscribe</code>, <code>hub.verify_token</code>, <code>hub.challenge</code>) y solo se guarda si la URL devuelve el challenge.</p>
<label>URL de devolución (Callback URL) <input name="callbackUrl" type="url" size="70" required value="${esc(config.callbackUrl ?? '')}"></label><br>
<label>Token de verificación (Verify token) <input name="verifyToken" required value="${esc(config.verifyToken ?? '')}"></label><br>
<label>Clave secreta de la aplicación (App secret) <input name="appSecret" value="${esc(config.appSecret)}" size="40"></label><br>
<button type="submit">Verificar y guardar</button></form>
<h2>Responder como candidato</h2>
<form method="post" action="/_emulador/responder" aria-label="Respuesta de un candidato"><p>Se envía a la URL de devolución como un mensaje de WhatsApp recibido (notificación <code>messages</code>). Los números que terminan en 999999 no tienen WhatsApp: lo que se les envía falla con el error 131026.</p>
<label>Teléfono del candidato <input name="desde" required placeholder="+34 600 111 222"></label><br>
<label>Nombre de perfil <input name="nombre" placeholder="Ana"></label><br>
<label>Mensaje <textarea name="texto" required rows="2" cols="60"></textarea></label><br>
<button type="submit">Enviar respuesta</button></form>
<h2>Notificaciones enviadas (${entregas.length})</h2>
${entregas.length ? `<table><tr><th>Fecha</th><th>Campo</th><th>Tipo</th><th>Mensaje</th><th>Respuesta</th><th>Validación</th><th>Cuerpo y firma</th></tr>${filas}</table>` : '<p>Ninguna todavía.</p>'}`;
}

function pagina(
  numero: typeof NUMERO_LOCAL,
  mensajes: MensajeRegistrado[],
  peticiones: PeticionRegistrada[],
  plantillas: PlantillaEmulada[],
  config: ConfigWebhook,
  entregas: EntregaWebhook[],
): string {
  // A message's last status, as the webhooks told it.
  const estadoDe = (id: string) =>
    entregas.filter((e) => e.wamid === id && e.campo === 'messages' && e.tipo !== 'mensaje').at(-1)?.tipo ?? '—';
  const filasPlantillas = plantillas
    .map(
      (t) =>
        `<tr><td>${esc(t.name)}</td><td>${esc(t.language)}</td><td>${esc(t.category)}</td><td>${esc(t.status)}${
          t.rejected_reason ? ` (${esc(t.rejected_reason)})` : ''
        }</td><td><pre>${esc(String(t.components.find((c) => String(c.type).toUpperCase() === 'BODY')?.text ?? ''))}</pre></td><td>${esc(t.id)}</td></tr>`,
    )
    .join('');
  const filasMensajes = mensajes
    .slice()
    .reverse()
    .map(
      (m) =>
        `<tr><td>${esc(m.fecha)}</td><td>${esc(m.to)}</td><td>${esc(m.type)}</td><td><pre>${esc(JSON.stringify(m.cuerpo, null, 2))}</pre></td><td>${esc(m.id)}</td><td>${esc(estadoDe(m.id))}</td></tr>`,
    )
    .join('');
  const filasPeticiones = peticiones
    .slice()
    .reverse()
    .map(
      (p) =>
        `<tr><td>${esc(p.fecha)}</td><td>${esc(p.method)} ${esc(p.path)}</td><td>${p.status}</td><td>${esc(p.operacion ?? '—')}</td><td>${
          p.violaciones.length ? `<ul>${p.violaciones.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>` : 'conforme'
        }</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Emulador de WhatsApp · Talentia</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Emulador de WhatsApp (Cloud API)</h1>
<p>Número de prueba: <strong>${esc(numero.verifiedName)}</strong> ${esc(numero.displayPhoneNumber)} · Phone number ID <code>${esc(numero.phoneNumberId)}</code> · WhatsApp Business Account ID <code>${esc(numero.wabaId)}</code> · Clave secreta de la aplicación <code>${esc(config.appSecret)}</code>. Cualquier token de acceso no vacío vale.</p>
<p>Cada petición se valida con el documento OpenAPI de Meta (${esc(FUENTE.repo)}, ${esc(FUENTE.path)}, ${esc(FUENTE.commit.slice(0, 12))}). JSON: <a href="/store">/store</a>.</p>
<h2>Mensajes enviados (${mensajes.length})</h2>
${mensajes.length ? `<table><tr><th>Fecha</th><th>Para</th><th>Tipo</th><th>Cuerpo</th><th>Id</th><th>Estado</th></tr>${filasMensajes}</table>` : '<p>Todavía no se ha enviado ningún mensaje.</p>'}
<h2>Plantillas (${plantillas.length})</h2>
${plantillas.length ? `<table><tr><th>Nombre</th><th>Idioma</th><th>Categoría</th><th>Estado</th><th>Texto</th><th>Id</th></tr>${filasPlantillas}</table>` : '<p>Ninguna plantilla creada todavía.</p>'}
${seccionWebhooks(config, entregas)}
<h2>Peticiones recibidas (${peticiones.length})</h2>
${peticiones.length ? `<table><tr><th>Fecha</th><th>Petición</th><th>Estado</th><th>Operación del documento</th><th>Validación</th></tr>${filasPeticiones}</table>` : '<p>Ninguna todavía.</p>'}
</body></html>`;
}

async function leerCuerpo(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const trozos: Buffer[] = [];
  let total = 0;
  for await (const t of req) {
    total += (t as Buffer).length;
    if (total > max) return null;
    trozos.push(t as Buffer);
  }
  return Buffer.concat(trozos);
}

/** The statuses' spacing: WHATSAPP_EMULADOR_ESTADOS_MS (ms; `manual`: only when a test asks), 1 s by default. */
function estadosMsDe(v: string | undefined): number | null {
  if (v === 'manual') return null;
  const n = Number(v ?? 1000);
  return Number.isFinite(n) && n >= 0 ? n : 1000;
}

export async function startWhatsApp(opts: {
  port: number;
  host?: string;
  aprobarTrasMs?: number;
  /** Between an accepted message and each of its statuses (null: only on entregarPendientes). */
  estadosMs?: number | null;
}): Promise<RunningWhatsApp> {
  const host = opts.host ?? '127.0.0.1';
  const aprobarTrasMs = opts.aprobarTrasMs ?? Number(process.env.WHATSAPP_EMULADOR_APROBACION_MS ?? 0);
  let validadorWebhook: Promise<(p: PeticionVista) => Veredicto> | undefined;
  const notificador = crearNotificador({
    numero: NUMERO_LOCAL,
    estadosMs: opts.estadosMs !== undefined ? opts.estadosMs : estadosMsDe(process.env.WHATSAPP_EMULADOR_ESTADOS_MS),
    validar: () => (validadorWebhook ??= contratoWebhookWhatsApp().then(validadorDe)),
  });
  const peticiones: PeticionRegistrada[] = [];
  const mensajes: MensajeRegistrado[] = [];
  const plantillas: PlantillaEmulada[] = [];
  const decisiones = new Map<string, DecisionPlantilla>();
  // The review: a test's decision stands; otherwise a PENDING template is approved once its delay passed.
  // Each change of state is posted as Meta's `message_template_status_update`.
  const revisar = (t: PlantillaEmulada, ahora = Date.now()) => {
    const antes = t.status;
    const d = decisiones.get(t.name);
    if (d) {
      t.status = d.status;
      t.rejected_reason = d.status === 'REJECTED' ? (d.motivo ?? 'INVALID_FORMAT') : null;
    } else if (t.status === 'PENDING' && ahora - Date.parse(t.fecha) >= aprobarTrasMs) t.status = 'APPROVED';
    if (t.status !== antes)
      notificador.plantilla({
        id: t.id,
        name: t.name,
        language: t.language,
        category: t.category,
        status: t.status,
        motivo: t.rejected_reason,
      });
    return t;
  };
  const revocados = new Set<string>();
  let validador: Promise<(p: PeticionVista) => Veredicto> | undefined;
  const validar = () => (validador ??= contratoWhatsApp().then(validadorDe));

  const responder = (res: ServerResponse, status: number, cuerpo: unknown, tipo = 'application/json') => {
    res.writeHead(status, { 'content-type': tipo });
    res.end(typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo));
  };

  const atender = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/') {
      const vistas = plantillas.map((t) => revisar(t));
      return responder(
        res,
        200,
        pagina(NUMERO_LOCAL, mensajes, peticiones, vistas, notificador.config(), notificador.entregas()),
        'text/html; charset=utf-8',
      );
    }
    if (req.method === 'GET' && url.pathname === '/store')
      return responder(res, 200, {
        numeros: [NUMERO_LOCAL],
        mensajes,
        plantillas: plantillas.map((t) => revisar(t)),
        peticiones,
        webhook: notificador.config(),
        webhooks: notificador.entregas(),
      });
    if (req.method === 'POST' && url.pathname.startsWith('/_emulador/')) return atenderPanel(req, res, url);
    // The browser that opens the page asks for its icon: no request of the product's, so not in the log.
    if (req.method === 'GET' && url.pathname === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }

    const registrar = (status: number, v: Veredicto) =>
      peticiones.push({
        fecha: new Date().toISOString(),
        method: req.method ?? '',
        path: url.pathname,
        operacion: v.operacion,
        violaciones: v.errores,
        status,
      });
    // Graph answers errors as GraphAPIError; each status and code below is the document's own example
    // for the case (getPhoneNumberById's 400/401/404, sendMessage's 400).
    const fallar = (status: number, v: Veredicto, cuerpo: Json) => {
      registrar(status, v);
      responder(res, status, cuerpo);
    };

    const cuerpo = await leerCuerpo(req, 1_048_576);
    if (cuerpo === null)
      return fallar(413, { operacion: null, errores: ['cuerpo de más de 1 MB'] }, errorGraph('Request too large', 'OAuthException', 100));
    const veredicto = (await validar())({
      method: req.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: req.headers,
      ...(cuerpo.length ? { body: cuerpo } : {}),
    });
    if (veredicto.operacion === null)
      return fallar(
        400,
        veredicto,
        errorGraph(
          `Unsupported ${(req.method ?? '').toLowerCase()} request. The local WhatsApp emulator serves ${OPERACIONES.join(', ')} only.`,
          'GraphMethodException',
          100,
          { error_subcode: 33 },
        ),
      );

    // The token first, as Graph does: none is the document's `missing_token` (code 104); a revoked
    // one its `expired_token` (401, code 190, subcode 463).
    const token = /^Bearer\s+(\S+)/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!token) return fallar(401, veredicto, errorGraph('An access token is required to request this resource', 'OAuthException', 104));
    if (revocados.has(token))
      return fallar(
        401,
        veredicto,
        errorGraph('Error validating access token: Session has expired', 'OAuthException', 190, { error_subcode: 463 }),
      );
    if (veredicto.errores.length)
      return fallar(400, veredicto, errorGraph(`(#100) Invalid parameter: ${veredicto.errores.join('; ')}`, 'OAuthException', 100));

    const [, , nodoId] = url.pathname.split('/');
    if (veredicto.operacion === OP_PLANTILLAS || veredicto.operacion === OP_CREAR_PLANTILLA)
      return atenderPlantillas(req, res, url, nodoId!, veredicto, cuerpo, fallar, registrar);
    if (veredicto.operacion === OP_EDITAR_PLANTILLA) {
      const t = plantillas.find((x) => x.id === nodoId);
      if (!t)
        return fallar(
          400,
          veredicto,
          errorGraph(`Unsupported post request. Object with ID '${nodoId}' does not exist`, 'GraphMethodException', 100, {
            error_subcode: 33,
          }),
        );
      const p = JSON.parse(cuerpo.toString('utf8')) as Json;
      if (Array.isArray(p.components)) t.components = p.components as Json[];
      t.status = 'PENDING';
      t.rejected_reason = null;
      t.fecha = new Date().toISOString();
      registrar(200, veredicto);
      // The operation's «Example response».
      return responder(res, 200, { success: true });
    }
    const phoneNumberId = nodoId;
    // An id the emulator does not know: the document's `phone_not_found` (404, code 803).
    if (phoneNumberId !== NUMERO_LOCAL.phoneNumberId)
      return fallar(404, veredicto, errorGraph('Phone number not found', 'GraphMethodException', 803));

    if (veredicto.operacion === OP_NUMERO) {
      registrar(200, veredicto);
      // The default fields (the `fields` parameter's description: id, display_phone_number,
      // verified_name, quality_rating) and, when asked, the two optional ones.
      const pedidos = (url.searchParams.get('fields') ?? '').split(',').map((f) => f.trim());
      return responder(res, 200, {
        id: NUMERO_LOCAL.phoneNumberId,
        display_phone_number: NUMERO_LOCAL.displayPhoneNumber,
        verified_name: NUMERO_LOCAL.verifiedName,
        quality_rating: 'GREEN',
        ...(pedidos.includes('name_status') ? { name_status: 'APPROVED' } : {}),
        ...(pedidos.includes('code_verification_status') ? { code_verification_status: 'VERIFIED' } : {}),
      });
    }

    // sendMessage: kept and answered with the document's MessageResponsePayload (its «Example response»),
    // then its statuses posted to the webhook (after the answer: the product keeps the wamid first).
    const mensaje = JSON.parse(cuerpo.toString('utf8')) as Json;
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    const usada =
      mensaje.type === 'template'
        ? plantillas.find((t) => t.name === mensaje.template?.name && t.language === mensaje.template?.language?.code)
        : undefined;
    res.once('finish', () =>
      notificador.trasEnvio({
        wamid: id,
        to: String(mensaje.to),
        plantilla: mensaje.type === 'template' ? { categoria: usada?.category ?? 'UTILITY' } : null,
      }),
    );
    mensajes.push({
      id,
      fecha: new Date().toISOString(),
      phoneNumberId,
      to: String(mensaje.to),
      type: String(mensaje.type),
      cuerpo: mensaje,
    });
    registrar(200, veredicto);
    return responder(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: String(mensaje.to), wa_id: String(mensaje.to).replace(/\D/g, '') }],
      messages: [{ id }],
    });
  };

  /**
   * The account's templates. An account the emulator does not know answers as Graph does for a node that
   * is not there (400, code 100, subcode 33). Creating checks what Meta's review would refuse at once and
   * the document's schema does not say: a name of lowercase letters, digits and underscores; a BODY;
   * an example for each variable (…/templates/overview); and a name+language pair that is new.
   */
  function atenderPlantillas(
    _req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    wabaId: string,
    veredicto: Veredicto,
    cuerpo: Buffer,
    fallar: (status: number, v: Veredicto, cuerpo: Json) => void,
    registrar: (status: number, v: Veredicto) => void,
  ) {
    if (wabaId !== NUMERO_LOCAL.wabaId)
      return fallar(
        400,
        veredicto,
        errorGraph(
          `Unsupported request - method type: ${veredicto.operacion === OP_PLANTILLAS ? 'get' : 'post'}. Object with ID '${wabaId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
          'GraphMethodException',
          100,
          { error_subcode: 33 },
        ),
      );
    if (veredicto.operacion === OP_PLANTILLAS) {
      registrar(200, veredicto);
      const nombre = url.searchParams.get('name');
      const data = plantillas
        .filter((t) => t.wabaId === wabaId && (nombre === null || t.name === nombre))
        .map((t) => revisar(t))
        // The default fields (the operation's 200 schema), and the reason of a rejection.
        .map((t) => ({
          id: t.id,
          name: t.name,
          language: t.language,
          status: t.status,
          category: t.category,
          components: t.components,
          ...(t.rejected_reason ? { rejected_reason: t.rejected_reason } : {}),
        }));
      return responder(res, 200, { data, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } });
    }
    const p = JSON.parse(cuerpo.toString('utf8')) as Json;
    const invalido = (detalle: string) => fallar(400, veredicto, errorGraph(`(#100) Invalid parameter: ${detalle}`, 'OAuthException', 100));
    if (typeof p.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(p.name))
      return invalido('name must be lowercase letters, numbers and underscores');
    if (typeof p.language !== 'string' || typeof p.category !== 'string') return invalido('language and category are required');
    const componentes = Array.isArray(p.components) ? (p.components as Json[]) : [];
    const body = componentes.find((c) => String(c?.type).toUpperCase() === 'BODY');
    if (typeof body?.text !== 'string') return invalido('a BODY component with text is required');
    const variables = new Set((body.text as string).match(/\{\{\d+\}\}/g) ?? []).size;
    const ejemplo = body.example?.body_text?.[0];
    if (variables && (!Array.isArray(ejemplo) || ejemplo.length !== variables))
      return invalido(`the body has ${variables} variables and needs one example value for each (example.body_text)`);
    if (plantillas.some((t) => t.wabaId === wabaId && t.name === p.name && t.language === p.language))
      return invalido(`a template named ${p.name} in ${p.language} already exists`);
    const t: PlantillaEmulada = {
      id: String(1_000_000_000_000_000n + BigInt(plantillas.length + 1) * 7919n),
      wabaId,
      fecha: new Date().toISOString(),
      name: p.name,
      language: p.language,
      category: p.category,
      components: componentes,
      status: 'PENDING',
      rejected_reason: null,
    };
    plantillas.push(t);
    registrar(200, veredicto);
    // The create operation's «Example response»: id, status PENDING, category.
    return responder(res, 200, { id: t.id, status: 'PENDING', category: t.category });
  }

  /** The page's two forms (urlencoded, answered by going back to the page) or a script's JSON (answered JSON). */
  async function atenderPanel(req: IncomingMessage, res: ServerResponse, url: URL) {
    const crudo = (await leerCuerpo(req, 65_536))?.toString('utf8') ?? '';
    const esFormulario = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let datos: Record<string, string>;
    try {
      datos = esFormulario ? Object.fromEntries(new URLSearchParams(crudo)) : (JSON.parse(crudo || '{}') as Record<string, string>);
    } catch {
      return responder(res, 400, { error: 'El cuerpo no es JSON ni un formulario.' });
    }
    const texto = (k: string) => (typeof datos[k] === 'string' ? datos[k].trim() : '');
    let resultado: unknown;
    if (url.pathname === '/_emulador/webhook') {
      if (!texto('callbackUrl') || !texto('verifyToken'))
        return responder(res, 400, { error: 'Faltan la URL de devolución o el token de verificación.' });
      resultado = await notificador.configurar({
        callbackUrl: texto('callbackUrl'),
        verifyToken: texto('verifyToken'),
        ...(texto('appSecret') ? { appSecret: texto('appSecret') } : {}),
      });
    } else if (url.pathname === '/_emulador/responder') {
      if (!/\d{6,15}/.test(texto('desde').replace(/\D/g, '')) || !texto('texto'))
        return responder(res, 400, { error: 'Faltan el teléfono (de 6 a 15 cifras) o el mensaje.' });
      resultado = await notificador.responder({ desde: texto('desde'), nombre: texto('nombre'), texto: texto('texto') });
    } else return responder(res, 404, { error: 'No existe.' });
    if (esFormulario) {
      res.writeHead(303, { location: '/' });
      return res.end();
    }
    return responder(res, 200, resultado);
  }

  const server = createServer((req, res) => {
    atender(req, res).catch((err: Error) => {
      if (!res.headersSent) responder(res, 500, errorGraph(`Emulator error: ${err.message}`, 'OAuthException', 2));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    numero: NUMERO_LOCAL,
    appSecret: APP_SECRET_LOCAL,
    webhook: () => notificador.config(),
    configurarWebhook: (c) => notificador.configurar(c),
    entregas: () => notificador.entregas(),
    responder: (r) => notificador.responder(r),
    reenviarWebhook: (id) => notificador.reenviar(id),
    entregarPendientes: () => notificador.entregarPendientes(),
    peticiones: () => peticiones.slice(),
    mensajes: () => mensajes.slice(),
    plantillas: () => plantillas.map((t) => ({ ...revisar(t) })),
    decidirPlantilla: (nombre, d) => {
      decisiones.set(nombre, d);
      for (const t of plantillas) if (t.name === nombre) revisar(t);
    },
    revocarToken: (t) => void revocados.add(t),
    precargar: async () => void (await validar()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
