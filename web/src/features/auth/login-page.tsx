// The login screen (spec part 1 §2.2): social sign-in, email and password, the result alert and
// the enterprise-user notice. It is the first thing a user sees, so it is its own entry
// (web/login.html, web/src/login/main.tsx; docs/decisions/ D86): React and this page, none of
// the logged-in app (no Chakra, router or session provider), drawn with the kit of the pages that
// stand alone (kit-ligero/ui.tsx) and the style sheet in the HTML, which paints this same card
// before any script. Signing in stores the token where the app finds it, initialises the
// application, and loads the app (/dashboard), which checks the token as on any start.
import { type ComponentType, type FormEvent, type MouseEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_NOMBRES } from '@shared/constants';
import { PRODUCT_NAME, fmt, login as msg } from '@shared/messages';
import type { LoginBody, OAuthProvider } from '@shared/schemas/auth';
import { Alerta, Boton } from '../../kit-ligero/ui';
import { ApiError } from '../../lib/api-client';
import { navegacionDocumento, redirectBrowser } from '../../lib/browser-navigation';
import { entregarSesion } from '../../lib/token-guardado';
import { dejarTraspaso } from '../../lib/traspaso';
import {
  esPasoSegundoFactor,
  type LoginAnswer,
  type LoginFormValues,
  loginErrorMessage,
  loginWithPassword,
  type PasoSegundoFactor,
} from './api/login';
import { isProviderEnabled, oauthStartUrl, useOAuthConfig } from './api/oauth-config';
import { Campo, EntradaContrasena, ICONOS_PROVEEDOR, TarjetaLogin, idError } from './components/login-piezas';
import type { MotivoSolicitud } from './components/solicitud-demo';

interface Result {
  estado: 'exito' | 'error' | 'aviso';
  title: string;
  detail?: string;
}

// The server's own schema, loaded with zod on the first validation (or when a field first takes the
// focus) so the screen shows sooner. The form itself is two plain inputs read on submit: no form
// library on the first screen (docs/decisions/ D49). esquema-login.ts configures zod first.
let esquema: Promise<typeof LoginBody> | null = null;
function cargarEsquema(): Promise<typeof LoginBody> {
  esquema ??= import('./api/esquema-login').then(
    (m) => m.LoginBody,
    (error: unknown) => {
      // A failed download (e.g. offline) is tried again on the next validation.
      esquema = null;
      throw error;
    },
  );
  return esquema;
}

type Errores = Partial<Record<keyof LoginFormValues, string>>;

// The demo request's form (D96), with zod and its schema: loaded when a link asks for it (or is
// pointed at or focused, so it is usually in by the click), never on the page's first load.
type FormSolicitud = ComponentType<{ motivo: MotivoSolicitud; onCerrar: () => void }>;
let formSolicitud: Promise<FormSolicitud> | null = null;
function cargarFormSolicitud(): Promise<FormSolicitud> {
  formSolicitud ??= import('./components/solicitud-demo').then(
    (m) => m.SolicitudDemo,
    (error: unknown) => {
      formSolicitud = null;
      throw error;
    },
  );
  return formSolicitud;
}
const precargarFormSolicitud = () => void cargarFormSolicitud().catch(() => undefined);

// The second factor's step (D155): loaded only when a sign-in answers one.
type PasoSegundo = typeof import('./components/segundo-factor').SegundoFactor;
let pasoSegundo: Promise<PasoSegundo> | null = null;
function cargarPasoSegundo(): Promise<PasoSegundo> {
  pasoSegundo ??= import('./components/segundo-factor').then(
    (m) => m.SegundoFactor,
    (error: unknown) => {
      pasoSegundo = null;
      throw error;
    },
  );
  return pasoSegundo;
}

/** The server's 403 PASSWORD_RESET_REQUIRED: the account must choose a new password before signing in. */
function requiereRestablecer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { error?: unknown } | undefined)?.error === 'PASSWORD_RESET_REQUIRED'
  );
}

/** A plain click (no key held, the main button): others open a new tab or window, as the browser does. */
const clicSimple = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * False while React takes over the painted markup (the server's snapshot is what the HTML was
 * written from), true from then on: React renders again at once with it. Nothing to subscribe to.
 */
const sinCambios = () => () => {};
const useListo = () =>
  useSyncExternalStore(
    sinCambios,
    () => true,
    () => false,
  );

/**
 * The page. Its first render is the markup web/login.html paints (React takes it over, D86): no
 * notice, and the form's button disabled — the painted form cannot be sent before the script is in
 * (no password in an address), and a click waits for it. Both come right after, with `listo`.
 * `aviso`: why the app sent the user here (the session expired), shown until something else is.
 */
export function LoginPage({ aviso }: { aviso?: string }) {
  const { data: oauthConfig } = useOAuthConfig();
  const listo = useListo();
  // undefined: nothing said on this page yet (the app's notice shows); null: cleared.
  const [result, setResult] = useState<Result | null | undefined>(undefined);
  const [errors, setErrors] = useState<Errores>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [solicitud, setSolicitud] = useState<{ motivo: MotivoSolicitud; Form: FormSolicitud } | null>(null);
  const [segundo, setSegundo] = useState<{ paso: PasoSegundoFactor; credenciales: LoginBody; Paso: PasoSegundo } | null>(null);
  const mostrado: Result | null = result === undefined ? (listo && aviso ? { estado: 'aviso', title: aviso } : null) : result;

  useEffect(() => {
    // Back from recovery, where a required reset sent the user, may show this page as it was left
    // (the browser's back-forward cache): ready to send again, not 'Validando...'.
    const alVolver = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', alVolver);
    return () => window.removeEventListener('pageshow', alVolver);
  }, []);

  const getValues = (): LoginFormValues => {
    const datos = new FormData(formRef.current ?? undefined);
    return { email: String(datos.get('email') ?? ''), password: String(datos.get('password') ?? '') };
  };

  /** The form's values checked with the server's schema: the body to send, or null with the errors shown. */
  const validar = async (): Promise<LoginBody | null> => {
    const parsed = (await cargarEsquema()).safeParse(getValues());
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const porCampo: Errores = {};
    for (const issue of parsed.error.issues) {
      const campo = issue.path[0] as keyof LoginFormValues;
      porCampo[campo] ??= issue.message;
    }
    setErrors(porCampo);
    return null;
  };

  /** Opens the app with the session a sign-in answered. */
  const entrar = async (answer: LoginAnswer) => {
    const welcome = fmt(msg.bienvenida, { product: PRODUCT_NAME, nombre: answer.user.nombre });
    setResult({ estado: 'exito', title: welcome });
    // The token where the app finds it, with the user and companies answered: the app opens the
    // session with them (no GET /api/auth/me) and initialises the application itself (D130).
    await entregarSesion(answer);
    // The app greets with a toast once it is in, as it did when this screen was one of its own.
    dejarTraspaso('bienvenida', welcome);
    navegacionDocumento.reemplazar('/dashboard');
  };

  /** Signs in with `body`. Answers true when the page is leaving (to the app or to recovery). */
  const enviar = async (body: LoginBody): Promise<boolean> => {
    setResult(null);
    try {
      const answer = await loginWithPassword(body);
      if (esPasoSegundoFactor(answer)) {
        const Paso = await cargarPasoSegundo();
        setSegundo({ paso: answer, credenciales: body, Paso });
        return false;
      }
      await entrar(answer);
      return true;
    } catch (error) {
      if (requiereRestablecer(error)) {
        // Cognito wants a new password (RESET_REQUIRED): recovery sets one, so go there with the email.
        dejarTraspaso('recuperar', { email: body.email, aviso: loginErrorMessage(error) });
        navegacionDocumento.abrir('/recuperar');
        return true;
      }
      setResult({
        estado: 'error',
        title: loginErrorMessage(error),
        detail: error instanceof ApiError ? error.detail : undefined,
      });
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    let saliendo = false;
    try {
      const body = await validar();
      if (body) saliendo = await enviar(body);
    } catch (error) {
      // The schema could not be loaded (offline): said like any failure to reach the server.
      setResult({ estado: 'error', title: loginErrorMessage(error) });
    } finally {
      // While the next page loads, the button keeps saying 'Validando...'.
      if (!saliendo) setSubmitting(false);
    }
  };

  const startSocialLogin = (provider: OAuthProvider) => {
    if (isProviderEnabled(oauthConfig, provider)) {
      setResult(null);
      // The backend starts the provider's sign-in and comes back to /oauth/success (part 1 §7.2).
      redirectBrowser(oauthStartUrl(provider, getValues().email));
      return;
    }
    setResult({ estado: 'error', title: fmt(msg.proveedorNoConfigurado, { provider: OAUTH_PROVIDER_NOMBRES[provider] }) });
  };

  const olvidada = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!clicSimple(event)) return;
    // The email typed so far goes along, read at the click, in this tab's storage (not the address).
    event.preventDefault();
    dejarTraspaso('recuperar', { email: getValues().email });
    navegacionDocumento.abrir('/recuperar');
  };

  const abrirSolicitud = async (motivo: MotivoSolicitud) => {
    try {
      const Form = await cargarFormSolicitud();
      setSolicitud({ motivo, Form });
    } catch (error) {
      // Offline, or a deploy replaced the chunk: said like any failure to reach the server.
      setResult({ estado: 'error', title: loginErrorMessage(error) });
    }
  };

  if (segundo) {
    return (
      <TarjetaLogin conPie={listo}>
        {mostrado?.estado === 'exito' && <Alerta estado="exito" suave role="status" titulo={mostrado.title} />}
        <segundo.Paso
          paso={segundo.paso}
          credenciales={segundo.credenciales}
          onSesion={entrar}
          onVolver={() => {
            setSegundo(null);
            setResult(null);
          }}
        />
      </TarjetaLogin>
    );
  }

  return (
    <TarjetaLogin conPie={listo}>
      {mostrado && (
        <Alerta estado={mostrado.estado} suave role={mostrado.estado === 'error' ? 'alert' : 'status'} titulo={mostrado.title}>
          {mostrado.detail}
        </Alerta>
      )}

      <div className="pila pila-3">
        {OAUTH_PROVIDERS.map((provider) => {
          const Icono = ICONOS_PROVEEDOR[provider];
          return (
            <Boton
              key={provider}
              variante="borde"
              tono="gris"
              tam="lg"
              className="ancho-completo"
              onClick={() => startSocialLogin(provider)}
            >
              <Icono />
              {`Continuar con ${OAUTH_PROVIDER_NOMBRES[provider]}`}
            </Boton>
          );
        })}
      </div>

      <p className="login-separador">o con tu email</p>

      <form
        ref={formRef}
        className="pila pila-4"
        onSubmit={onSubmit}
        onFocus={() => void cargarEsquema().catch(() => undefined)}
        // After a refused submit, the messages follow what is typed.
        onChange={() => {
          if (errors.email || errors.password) void validar().catch(() => undefined);
        }}
        noValidate
      >
        <Campo id="login-email" etiqueta="Email" error={errors.email}>
          <input
            id="login-email"
            className="entrada"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="nombre@empresa.com"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? idError('login-email') : undefined}
          />
        </Campo>

        <Campo
          id="login-password"
          etiqueta="Contraseña"
          error={errors.password}
          alFinal={
            <a className="enlace" href="/recuperar" onClick={olvidada}>
              ¿Olvidaste tu contraseña?
            </a>
          }
        >
          <EntradaContrasena
            id="login-password"
            name="password"
            autoComplete="current-password"
            placeholder="Tu contraseña"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? idError('login-password') : undefined}
          />
        </Campo>

        <Boton
          type="submit"
          tam="lg"
          className="ancho-completo login-acceder"
          disabled={!listo}
          cargando={isSubmitting}
          textoCargando="Validando..."
        >
          Acceder
        </Boton>
      </form>

      <Alerta estado="info" suave>
        <span className="fuerte">Usuarios empresariales:</span> usa tu email corporativo completo y la contraseña que te dio el
        administrador de tu empresa. Después podrás personalizar tu perfil.
      </Alerta>

      <div className="login-enlaces">
        <button
          type="button"
          className="enlace"
          aria-haspopup="dialog"
          onClick={() => void abrirSolicitud('registro')}
          onPointerEnter={precargarFormSolicitud}
          onFocus={precargarFormSolicitud}
        >
          Registrar nueva empresa
        </button>
        <span className="login-punto" aria-hidden="true">
          ·
        </span>
        <button
          type="button"
          className="enlace"
          aria-haspopup="dialog"
          onClick={() => void abrirSolicitud('demo')}
          onPointerEnter={precargarFormSolicitud}
          onFocus={precargarFormSolicitud}
        >
          Solicitar demo gratuita
        </button>
      </div>
      {solicitud && <solicitud.Form motivo={solicitud.motivo} onCerrar={() => setSolicitud(null)} />}
    </TarjetaLogin>
  );
}
