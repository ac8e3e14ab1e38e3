// The sign-in page's own pieces (D86), plain elements styled by web/login.html: the card (the HTML
// paints the same markup before any script, and React takes it over), a labelled
// field, the password field with its eye button, and the providers' marks. The rest is the kit's
// (kit-ligero/ui.tsx).
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { APP_VERSION } from '@shared/constants';
import { PRODUCT_NAME } from '@shared/messages';
import type { OAuthProvider } from '@shared/schemas/auth';
import { Marca } from '../../../kit-ligero/ui';

/**
 * The page's frame: the card with the product's mark, name and line, then `children`; the foot,
 * whose text (this year's) waits for `conPie`: the HTML, written before this year was known, leaves
 * it empty, and React's first render must be that markup.
 */
export function TarjetaLogin({ conPie, children }: { conPie: boolean; children: ReactNode }) {
  return (
    <main className="login">
      <div className="login-tarjeta pila">
        <div className="login-cabecera">
          <Marca className="marca-portada" />
          <h1 className="login-titulo">{PRODUCT_NAME}</h1>
          <p className="login-descripcion">Sistema adaptativo de IA para entrevistas y evaluación de candidatos</p>
        </div>
        {children}
      </div>
      <p className="login-pie">{conPie ? `© ${new Date().getFullYear()} ${PRODUCT_NAME} · v${APP_VERSION}` : ''}</p>
    </main>
  );
}

/** The id of a field's error text, which the field names in aria-describedby. */
export const idError = (id: string) => `${id}-error`;

/** A field: its label (with something at its end, e.g. a link), the control, and its error when there is one. */
export function Campo({
  id,
  etiqueta,
  error,
  alFinal,
  children,
}: {
  id: string;
  etiqueta: string;
  error?: string;
  alFinal?: ReactNode;
  children: ReactNode;
}) {
  const label = (
    <label className="etiqueta" htmlFor={id}>
      {etiqueta}
    </label>
  );
  return (
    <div className="campo-login">
      {alFinal ? (
        <div className="campo-cabecera">
          {label}
          {alFinal}
        </div>
      ) : (
        label
      )}
      {children}
      {error && (
        <p className="campo-error" id={idError(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

type EntradaProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

/**
 * The password box with the eye button that shows and hides what is typed ('Mostrar contraseña' /
 * 'Ocultar contraseña'), as the app's PasswordInput does.
 */
export function EntradaContrasena(props: EntradaProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="contrasena">
      <input {...props} type={visible ? 'text' : 'password'} className="entrada" />
      <button
        type="button"
        className="ojo"
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <IconoOjoTachado /> : <IconoOjo />}
      </button>
    </div>
  );
}

const trazo = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function IconoOjo() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path {...trazo} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle {...trazo} cx="12" cy="12" r="3" />
    </svg>
  );
}

function IconoOjoTachado() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path {...trazo} d="M10.7 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2" />
      <path {...trazo} d="M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path {...trazo} d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path {...trazo} d="M2 2l20 20" />
    </svg>
  );
}

function IconoGoogle() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

function IconoMicrosoft() {
  return (
    <svg viewBox="0 0 21 21" width="20" height="20" aria-hidden="true">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  );
}

export const ICONOS_PROVEEDOR: Record<OAuthProvider, () => ReactNode> = { google: IconoGoogle, microsoft: IconoMicrosoft };
