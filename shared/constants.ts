// Why one module: the specification's constants and limits, in the one place both sides read them
// from.
// Business constants and limits of the specification (part 1 §9 and part 2 §9), in one place.
// Times are in milliseconds unless the name says otherwise.

export const APP_VERSION = '2.0.0';

export const TIEMPOS = {
  requestTimeoutMs: 10_000,
  avatarUploadTimeoutMs: 15_000,
  serverProbeMinIntervalMs: 5_000,
  serverProbeTimeoutMs: 5_000,
  healthCheckIntervalMs: 5 * 60_000,
  syncIntervalMs: 30_000,
  redirectAfterSuccessMs: 2_000,
  saveStatusResetMs: 2_000,
  successMessageMs: 3_000,
  welcomeBannerThresholdMs: 24 * 60 * 60_000,
  /** Simulated interview timings of the spec (part 2 §9): 2 s to completada, 4 s to analysis. */
  entrevistaACompletadaMs: 2_000,
  entrevistaAAnalisisMs: 4_000,
  apiAutoReportDelayMs: 1_000,
} as const;

/**
 * Server-side time-outs (D33), well under a function's 10 s. Each DynamoDB or Cognito call
 * has its own limits per attempt (to connect, then to answer) and two attempts at most, so an
 * unreachable service answers 503 in a few seconds; S3 and SES attempts get limits too. On top,
 * every request has a deadline — its function's remaining time minus `margenRespuestaMs` — after
 * which everything it started is cancelled (functions/lib/request-scope.ts).
 */
export const TIEMPOS_SERVIDOR = {
  dynamoConexionMs: 1_000,
  dynamoRespuestaMs: 2_000,
  dynamoIntentos: 2,
  cognitoConexionMs: 1_000,
  cognitoRespuestaMs: 3_000,
  cognitoIntentos: 2,
  s3ConexionMs: 1_000,
  s3RespuestaMs: 5_000,
  sesConexionMs: 1_000,
  sesRespuestaMs: 5_000,
  /** SMTP (nodemailer): connection and greeting, then each command's answer. */
  smtpConexionMs: 3_000,
  smtpRespuestaMs: 5_000,
  /** Between attempts at one email: base × 2^(attempt-1), capped. */
  emailEsperaBaseMs: 250,
  emailEsperaMaxMs: 2_000,
  /**
   * A write refused because another transaction held one of its items (DynamoDB's
   * TransactionConflict, docs/decisions/ D110) is tried again after a random wait of up to
   * base × 2^(attempt-1), capped ("full jitter"), at most `conflictoIntentos` times in all and never
   * past the request's deadline; then the request answers 503 with Retry-After.
   */
  conflictoEsperaBaseMs: 20,
  conflictoEsperaMaxMs: 500,
  conflictoIntentos: 40,
  conflictoReintentarTrasS: 2,
  /**
   * The most of a request's time its best-effort notifications after a commit may take (their
   * conflicts' retries included): what is not written by then is logged (D109: the finish's
   * notice is left pending for the analysis job).
   */
  notificarEnPeticionMs: 2_000,
  /** Time kept after the deadline to answer (and to finish an idempotency record). */
  margenRespuestaMs: 1_500,
  /** A function's time-out when the route row sets none (infra/aws/constructs/talentia-function.ts). */
  funcionPorDefectoMs: 10_000,
  /**
   * How long a warm container trusts what it checked for a caller (docs/decisions/ D84): a token
   * whose signature it verified, and, on read-only GETs, the profile it read. A deactivation, a role
   * change or a password change reaches such a GET at most this late; writes and sign-in always read
   * the profile.
   */
  autorizacionRecienteMs: 5_000,
} as const;

export const NOTIFICACIONES = {
  badgeCap: 99,
  /** Stored notifications expire after 90 days (DynamoDB TTL). */
  ttlDias: 90,
} as const;

export const DASHBOARD = {
  empresasRecientes: 3,
  entrevistasRecientes: 5,
  saasEmpresas: 5,
} as const;

export const PLAN_ESTRATEGICO = {
  maxBytes: 10 * 1024 * 1024,
  extensiones: ['pdf', 'doc', 'docx', 'txt'] as const,
  contentTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ] as const,
  versionPorDefecto: '1.0',
  /**
   * The plan's text lives on the company item, and a DynamoDB item holds 400 KB: at most this many
   * characters (3 bytes each at worst) are kept; a longer TXT is stored whole in S3 and its text cut.
   */
  maxCaracteresTexto: 100_000,
} as const;

export const LICENCIAS = {
  vigenciaDiasPorDefecto: 30,
  vigenciaDiasMin: 1,
  vigenciaDiasMax: 365,
  maxEntrevistasPorLicenciaPorDefecto: 5,
  maxEntrevistasPorLicenciaMin: 1,
  maxEntrevistasPorLicenciaMax: 20,
  /** A licence runs this many days from the first interview that uses it. */
  duracionDesdePrimeraEntrevistaDias: 30,
  /** A new company's licence expiry is this many days ahead. */
  vencimientoNuevaEmpresaDias: 30,
} as const;

export const PASSWORD = {
  minLength: 8,
  generatedLength: 12,
  /** Letters without look-alikes (no I, l, O, 0, 1), digits and the spec's symbols. */
  generatorAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789@#$%&*',
} as const;

/** -1 means unlimited everywhere a limit is stored. */
export const ILIMITADO = -1;

export const LIMITES_POR_DEFECTO = { usuarios: 10, candidatos: 100, entrevistas: 50 } as const;

export type PlanCodigo = 'starter' | 'professional' | 'enterprise';

/** Limits applied when a company is created, by seeded plan (part 1 §9, part 2 §9); a stored plan's own limits win (D94). */
export const LIMITES_POR_PLAN: Record<PlanCodigo, { usuarios: number; candidatos: number; entrevistas: number }> = {
  starter: { usuarios: 3, candidatos: 100, entrevistas: 50 },
  professional: { usuarios: 10, candidatos: 500, entrevistas: 200 },
  enterprise: { usuarios: ILIMITADO, candidatos: ILIMITADO, entrevistas: ILIMITADO },
};

export const PLAN_POR_DEFECTO: PlanCodigo = 'professional';

/**
 * The three plans the platform is seeded with (part 1 §9 plan reference). Issue 67: a new platform
 * offers them in every country's currency from the start, at round prices the superadmin sets again
 * (no exchange rate links them); a platform seeded before keeps its plans in euros until priced.
 */
export const PLANES_REFERENCIA = [
  {
    id: 'starter',
    nombre: 'Starter',
    descripcion: 'Para equipos pequeños que empiezan a entrevistar con IA',
    precio: 49,
    precios: { MXN: 990, COP: 199_000, ARS: 49_000, CLP: 45_000, PEN: 189 },
    periodo: 'mensual',
    caracteristicas: ['1 empresa', '100 candidatos', '50 entrevistas', '3 usuarios', '5GB', 'Soporte básico'],
    limites: { empresas: 1, candidatos: 100, entrevistas: 50, usuarios: 3, almacenamiento: '5GB', soporte: 'basico' },
    activo: true,
  },
  {
    id: 'professional',
    nombre: 'Professional',
    descripcion: 'Para empresas en crecimiento con varios procesos de selección',
    precio: 149,
    precios: { MXN: 2990, COP: 599_000, ARS: 149_000, CLP: 139_000, PEN: 569 },
    periodo: 'mensual',
    caracteristicas: ['3 empresas', '500 candidatos', '200 entrevistas', '10 usuarios', '25GB', 'Soporte premium'],
    limites: { empresas: 3, candidatos: 500, entrevistas: 200, usuarios: 10, almacenamiento: '25GB', soporte: 'premium' },
    activo: true,
  },
  {
    id: 'enterprise',
    nombre: 'Enterprise',
    descripcion: 'Para organizaciones grandes: todo ilimitado',
    precio: 399,
    precios: { MXN: 7990, COP: 1_599_000, ARS: 399_000, CLP: 369_000, PEN: 1490 },
    periodo: 'mensual',
    caracteristicas: [
      'Empresas ilimitadas',
      'Candidatos ilimitados',
      'Entrevistas ilimitadas',
      'Usuarios ilimitados',
      '100GB',
      'Soporte enterprise',
    ],
    limites: {
      empresas: ILIMITADO,
      candidatos: ILIMITADO,
      entrevistas: ILIMITADO,
      usuarios: ILIMITADO,
      almacenamiento: '100GB',
      soporte: 'enterprise',
    },
    activo: true,
  },
] as const;

/** Part 2 §5/§9: the plan form's defaults (a new plan's limits and period). */
export const PLAN_POR_DEFECTO_FORM = {
  periodo: 'mensual',
  limites: { empresas: 1, candidatos: 100, entrevistas: 50, usuarios: 3, almacenamiento: '5GB', soporte: 'basico' },
} as const;

/**
 * The trial (D161, amending D94): 30 days free that end with the first payment, 720 hours (30 days)
 * after it starts — the onboarding summary's «30 días de prueba» (part 2 §3). A trial
 * subscription's end is that day too: part 2 §9's «365 days» contradicted the summary and nothing
 * acted on it.
 */
export const SUSCRIPCION = { trialDias: 30, proximoPagoDias: 30 } as const;

export const ENTREVISTAS = {
  duracionesMinutos: [30, 45, 60, 90, 120] as const,
  duracionPorDefecto: 60,
  tokenPrefijo: 'tok_',
  /** Bytes of CSPRNG entropy after the prefix and timestamp (≥ 128 bits, LIBRARIES.md "Public links"). */
  tokenBytesAleatorios: 32,
  /** The candidate's link works until this many days after the interview's scheduled end (D63). */
  tokenDiasTrasFin: 7,
  puntuacionMaxima: 10,
  /** How far ahead an interview may be scheduled (a year, leap day included). */
  antelacionMaximaDias: 366,
  /** Attempts at the scheduling transaction when another scheduling moved the same licence. */
  intentosLicencia: 10,
  /**
   * An answer with fewer words than this is marked «Respuesta breve» on the candidate's review (D82):
   * below it the built-in analyzer's length credit is still in its lowest band (D77).
   */
  palabrasRespuestaBreve: 15,
} as const;

export const SERVICIOS_HR = {
  duracionEstimadaPorDefecto: 45,
  criterioPasadoPorDefecto: 70,
  /** Built-in fallbacks of the company form (part 1 §2.7). */
  codigosBase: ['test-vocacional', 'entrevistas-profundidad', 'mapeo-organizacional'] as const,
} as const;

export const EMAIL = {
  smtpPuertoPorDefecto: 587,
  smtpSecurePorDefecto: false,
  maxRetriesPorDefecto: 3,
  maxRetriesMin: 1,
  maxRetriesMax: 10,
  categorias: ['administracion', 'candidatos', 'entrevistas', 'reportes'] as const,
} as const;

export const TOAST = { duracionMs: 4000, visibles: 3, anchoPx: 356 } as const;

export const COLORES_POR_DEFECTO = { primario: '#0066cc', secundario: '#f0f9ff' } as const;

export const PROVEEDORES_IA = ['openai', 'claude', 'gemini', 'perplexity', 'deepgram', 'did'] as const;

/** Long text fields are cut at this length in logs only. */
export const LOG_TRUNCATE_CHARS = 200;

/** Social sign-in providers (spec part 1 §2.2, §7.2) and their names on screen. */
export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export const OAUTH_PROVIDER_NOMBRES: Record<(typeof OAUTH_PROVIDERS)[number], string> = { google: 'Google', microsoft: 'Microsoft' };

/** Paginated lists: default and maximum page size. */
export const PAGINACION = { limitePorDefecto: 25, limiteMaximo: 100 } as const;

/** Deleting a company (docs/decisions/ D72): the queued worker's blocks and its time margin. */
export const ELIMINACION_EMPRESA = {
  /**
   * Users per block: their Cognito accounts go first, then their profiles and email markers with
   * the progress in one transaction (2 × 25 + 1 items, under DynamoDB's 100).
   */
  usuariosPorBloque: 25,
  /** Cognito calls at once within a block (the admin-call quota is shared with the whole account). */
  cognitoALaVez: 5,
  /** Items of the company's partition read and deleted per step (a Query page). */
  itemsPorPagina: 100,
  /** The worker sends itself the rest when less than this is left of its time-out. */
  margenMs: 60_000,
  /**
   * A deletion that has not moved for this long counts as stuck and a new DELETE starts it again:
   * more than a failed delivery's wait in AWS (the visibility time-out, 6 × 15 min).
   */
  sinProgresoMs: 2 * 60 * 60 * 1000,
} as const;

/**
 * Headers of user-uploaded files (/uploads/*): an SVG avatar must never run script on the web's
 * origin. The local handler and CloudFront's /uploads/* behaviour send the same policy.
 */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Security headers, in one place (D32): httpHandler and the local adapter send
 * API_SECURITY_HEADERS on every API answer; CloudFront's default behaviour and Vite's dev and
 * preview servers send the web's (webSecurityHeaders). No page needs to be framed, and no address is
 * ever sent on as a Referer (no bearer token travels in one either: docs/decisions/ D75).
 */
export const SECURITY_HEADERS = {
  contentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  frameOptions: 'DENY',
} as const;

/** An API answer is data or a file, never a document to run, frame or fill in. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
  'referrer-policy': SECURITY_HEADERS.referrerPolicy,
  'x-frame-options': SECURITY_HEADERS.frameOptions,
  'content-security-policy': API_CSP,
};

export interface WebCspOptions {
  /** Origins the app calls besides its own: the files bucket (presigned POST); locally the API. */
  connect?: readonly string[];
  /** Origins images come from besides its own (locally the API serves /uploads). */
  img?: readonly string[];
  /**
   * Vite's dev server: its HMR client connects back over a websocket (listed in `connect`) and
   * React Fast Refresh runs an inline preamble script. Never set for a built app.
   */
  dev?: boolean;
}

/**
 * The web app's CSP. Scripts only from the app's own origin (the build has no inline script);
 * styles also inline, because Chakra UI's emotion injects <style> elements at run time; images
 * also from data: and blob: (the avatar preview of a file being chosen); no plugins, no framing,
 * no <base> or form posts elsewhere.
 */
export function webCsp(opts: WebCspOptions = {}): string {
  const list = (...values: Array<string | false | undefined>) => values.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", opts.dev && "'unsafe-inline'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...(opts.img ?? []))}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...(opts.connect ?? []))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The web's headers as a server sends them (Vite); CloudFront's policy sets the same values. */
export function webSecurityHeaders(opts: WebCspOptions = {}): Record<string, string> {
  return {
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'content-security-policy': webCsp(opts),
  };
}

/**
 * The header CloudFront adds to every request it sends to the API (its `/api/*` origin), with a
 * secret value: every route's authorizer lets a request through only with that value, so the API
 * answers nothing that did not come through the distribution (infra/aws/stacks/api-stack.ts).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer's address (CloudFront's `event.viewer.ip`), written by the viewer-request function on
 * `/api/*` over any value the viewer sent (infra/aws/stacks/web-stack.ts). The API believes it only
 * beside ORIGIN_VERIFY_HEADER (functions/lib/http.ts `direccionCliente`; docs/decisions/ D34).
 */
export const VIEWER_ADDRESS_HEADER = 'x-talentia-viewer-address';

/**
 * Login throttling (D34, D165, NIST SP 800-63B §5.2.2). Failed sign-ins are counted three ways, each
 * before Cognito is asked:
 * - per account *and* source (the email typed, existing or not, from one viewer address):
 *   `porCuentaYOrigen` failures are free, then each further attempt waits a delay that doubles from
 *   `esperaInicialMs` up to `esperaTopeMs` after the last failure; the counter forgets after
 *   `olvidoParHoras` from its first failure. Only that source is slowed: a stranger elsewhere cannot
 *   lock the real user out.
 * - per account, from every source: at most `porCuenta` failures (NIST's ceiling of 100) in
 *   `ventanaCuentaHoras`; past it, only sources that signed into the account before (within
 *   `fuenteConocidaDias`) are let in.
 * - per source address: `porOrigen` failures in `ventanaMinutos`, for any account (429, as before).
 * An account-side refusal answers exactly what a wrong password answers (401, the same body, no
 * Retry-After), and every refusal of a password takes at least `respuestaMinimaMs`: the answer never
 * tells whether the account exists or is being throttled.
 */
export const LIMITES_LOGIN = {
  porCuentaYOrigen: 5,
  esperaInicialMs: 30_000,
  esperaTopeMs: 15 * 60_000,
  olvidoParHoras: 24,
  porCuenta: 100,
  ventanaCuentaHoras: 24,
  fuenteConocidaDias: 90,
  porOrigen: 20,
  ventanaMinutos: 15,
  respuestaMinimaMs: 500,
  /** An attempt in flight holds its slot at most this long (the login function's time-out): then its request is over. */
  enCursoMs: TIEMPOS_SERVIDOR.funcionPorDefectoMs,
  /** How long an attempt waits for slots held by attempts in flight (not failures) before it is refused (D79). */
  esperaMaximaMs: 5_000,
} as const;

/**
 * Password recovery (D36): a single-use link by email. The link
 * carries a random token of `tokenBytes` bytes; only its SHA-256 hash is stored, for
 * `validezMinutos`. Requests are counted per email (existing or not) and per source address in a
 * window that starts at the first one; past either limit the answer is 429, the same for every
 * email. Every answer of the request call takes at least `respuestaMinimaMs`, so the time it takes
 * does not tell whether an email was sent.
 */
export const RECUPERACION_PASSWORD = {
  tokenBytes: 32,
  validezMinutos: 60,
  porEmail: 3,
  porOrigen: 20,
  ventanaMinutos: 60,
  respuestaMinimaMs: 600,
} as const;

/**
 * The candidate's «Mis datos» (D148): a single-use link by email, like the password recovery's
 * (`tokenBytes` random bytes, only the SHA-256 stored), valid `validezMinutos`; opening it gives
 * the page an access key valid `accesoMinutos` (reloads, the download). Requests are counted per
 * email (known or not) and per source address in a window that starts at the first one; every
 * answer of the request call takes at least `respuestaMinimaMs`, so neither the answer nor its time
 * tells whether the address is known. Reads with the access key count against the source address
 * like every public route (LIMITES_PUBLICO).
 */
export const MIS_DATOS = {
  tokenBytes: 32,
  /** The mailed link: single use, taken only by a click on the page (D160), so it may live an hour. */
  validezMinutos: 60,
  /** The page's access once the link is taken: the tab keeps it across reloads for this long. */
  accesoMinutos: 60,
  /** Links per address per ventanaEmailMinutos (D160): a person who asks again is held a quarter of an hour at most. */
  porEmail: 5,
  ventanaEmailMinutos: 15,
  /** Link requests per source address per ventanaMinutos, whatever the emails (mail bombing from one place). */
  porOrigen: 20,
  ventanaMinutos: 60,
  respuestaMinimaMs: 600,
} as const;

/** Candidates CSV import (D57): what one file may hold and how the worker reports. */
export const IMPORTACION_CSV = {
  /** Characters of the CSV text sent as JSON (well under Lambda's 6 MB payload). */
  maxCaracteres: 2 * 1024 * 1024,
  maxFilas: 5_000,
  /** Results of this many rows per stored item, and a progress update after each. */
  filasPorBloque: 100,
  /**
   * Characters of a cell (name, e-mail) and of a reason a report row keeps: a row of 10 000 characters
   * is reported cut, so a block of 100 rows stays well under DynamoDB's 400 KB an item (D191).
   */
  maxCeldaInforme: 200,
  maxMotivoInforme: 500,
  /** Report rows per page of GET /api/candidatos/importaciones/{id} (whole blocks). */
  bloquesPorPagina: 5,
  /** The worker sends itself the rest when less than this is left of its time-out. */
  margenMs: 60_000,
  /** Columns of the file, in the order of the template the screen shows. */
  columnas: ['nombre', 'email', 'telefono', 'posicion', 'experiencia_años', 'habilidades', 'area'] as const,
} as const;

/**
 * Where the SaaS panel's large CSV exports go in the files bucket (D97). Their link lasts five
 * minutes; the bucket's lifecycle rule expires them after a day (infra data-stack).
 */
export const PREFIJO_EXPORTACIONES_SAAS = 'plataforma/exportaciones/';

/** The tag a company's large CSV export is put with (D186): the files bucket expires it after a day. */
export const ETIQUETA_EXPORTACION = { clave: 'uso', valor: 'exportacion-temporal' } as const;

/**
 * Erasure on the candidate's request (D149): the company's window to object (its setting
 * `configuracion.plazoOposicionBorradoDias`, within these bounds), the objection's written reason,
 * and the shards of the pending requests' index by due time.
 */
export const BORRADO_SOLICITADO = {
  plazoDiasPorDefecto: 7,
  plazoDiasMin: 1,
  plazoDiasMax: 30,
  motivoMin: 20,
  motivoMax: 2_000,
  shards: 4,
} as const;

/**
 * The social sign-in callback's `?error=` for an account that must sign in with a second factor
 * (D155): the superadmin, or an admin of a company that requires it. Cognito's federated sign-in
 * asks for no TOTP code, so such an account signs in with its password and code only.
 */
export const SEGUNDO_FACTOR_REQUERIDO = 'segundo_factor_requerido';
