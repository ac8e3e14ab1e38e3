// The second step of a sign-in (D155), loaded by the login page only when the login answers one:
// the authenticator app's code ('codigo', with the way out of a lost device: a recovery code), or
// the set-up of the factor ('configurar': the QR code of the otpauth:// URI and its secret as text,
// the first code, then the ten recovery codes shown once). The sealed `sesion` goes along with each
// call; no token exists before the last step.
import { type FormEvent, useEffect, useState } from 'react';
import { PRODUCT_NAME } from '@shared/messages';
import type { LoginBody } from '@shared/schemas/auth';
import { Alerta, Boton } from '../../../kit-ligero/ui';
import { llamar } from '../../../lib/api-rutas';
import { esPasoSegundoFactor, type LoginAnswer, loginErrorMessage, type PasoSegundoFactor } from '../api/login';
import { Campo, idError } from './login-piezas';

interface Configuracion {
  secreto: string;
  otpauthUri: string;
  qr: { tamano: number; modulos: string };
}

/**
 * The recovery codes as a text file the browser saves (issue 54 item 8): shown once, they need a
 * way off the screen besides copying them by hand.
 */
function descargarCodigos(codigos: string[]): void {
  const texto = [
    `Códigos de recuperación de ${PRODUCT_NAME}`,
    'Cada código te deja entrar una sola vez (con tu contraseña) si pierdes el teléfono. Guárdalos en un lugar seguro.',
    '',
    ...codigos,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'codigos-recuperacion-talentia.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The QR code drawn from its modules: one SVG path, a quiet zone of 4 modules, black on white. */
export function CodigoQr({ tamano, modulos }: Configuracion['qr']) {
  let d = '';
  for (let y = 0; y < tamano; y++) {
    for (let x = 0; x < tamano; x++) if (modulos[y * tamano + x] === '1') d += `M${x + 4} ${y + 4}h1v1h-1z`;
  }
  const lado = tamano + 8;
  return (
    <svg
      role="img"
      aria-label="Código QR para tu aplicación de autenticación"
      viewBox={`0 0 ${lado} ${lado}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
      style={{ display: 'block', margin: '0 auto', background: '#fff' }}
    >
      <rect width={lado} height={lado} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
const enGrupos = (secreto: string) => secreto.replace(/(.{4})/g, '$1 ').trim();

function CampoCodigo({ id, etiqueta, error, recuperacion }: { id: string; etiqueta: string; error?: string; recuperacion?: boolean }) {
  return (
    <Campo id={id} etiqueta={etiqueta} error={error}>
      <input
        id={id}
        name="codigo"
        className="entrada"
        autoComplete="one-time-code"
        inputMode={recuperacion ? 'text' : 'numeric'}
        placeholder={recuperacion ? 'XXXXX-XXXXX' : '123456'}
        maxLength={recuperacion ? 16 : 7}
        required
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? idError(id) : undefined}
      />
    </Campo>
  );
}

export function SegundoFactor({
  paso: pasoInicial,
  credenciales,
  onSesion,
  onVolver,
}: {
  paso: PasoSegundoFactor;
  credenciales: LoginBody;
  onSesion: (sesion: LoginAnswer) => Promise<void>;
  onVolver: () => void;
}) {
  const [paso, setPaso] = useState(pasoInicial);
  const [recuperando, setRecuperando] = useState(false);
  // The set-up of one step (a recovery's new step asks for a new secret).
  const [preparada, setPreparada] = useState<{ sesion: string; datos: Configuracion } | null>(null);
  const configuracion = preparada?.sesion === paso.sesion ? preparada.datos : null;
  const [codigos, setCodigos] = useState<{ codigos: string[]; sesion: LoginAnswer } | null>(null);
  const [copiados, setCopiados] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (paso.segundoFactor !== 'configurar') return;
    let vigente = true;
    llamar('POST /api/auth/2fa/configurar', { body: { sesion: paso.sesion } }).then(
      ({ data }) => vigente && setPreparada({ sesion: paso.sesion, datos: data }),
      (e: unknown) => vigente && setError(loginErrorMessage(e)),
    );
    return () => {
      vigente = false;
    };
  }, [paso]);

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    const codigo = String(new FormData(event.currentTarget).get('codigo') ?? '').trim();
    setEnviando(true);
    setError(null);
    let saliendo = false;
    try {
      if (recuperando) {
        const { data } = await llamar('POST /api/auth/2fa/recuperar', {
          body: { email: credenciales.email, password: credenciales.password, codigoRecuperacion: codigo },
        });
        setRecuperando(false);
        if (esPasoSegundoFactor(data)) setPaso(data);
        else {
          saliendo = true;
          await onSesion(data);
        }
      } else if (paso.segundoFactor === 'codigo') {
        const { data } = await llamar('POST /api/auth/2fa/codigo', { body: { sesion: paso.sesion, codigo } });
        saliendo = true;
        await onSesion(data);
      } else {
        const { data } = await llamar('POST /api/auth/2fa/activar', { body: { sesion: paso.sesion, codigo } });
        setCodigos({ codigos: data.codigosRecuperacion, sesion: data });
      }
    } catch (e) {
      saliendo = false;
      setError(loginErrorMessage(e));
    } finally {
      if (!saliendo) setEnviando(false);
    }
  };

  const alerta = error && <Alerta estado="error" suave role="alert" titulo={error} />;

  if (codigos) {
    return (
      <div className="pila pila-4">
        <h2 className="login-titulo" style={{ fontSize: '1.25rem', lineHeight: 1.3 }}>
          Tus códigos de recuperación
        </h2>
        <Alerta estado="aviso" suave titulo="Guárdalos ahora: no se volverán a mostrar">
          Si pierdes el teléfono, cada código te deja entrar una sola vez (con tu contraseña) para configurar de nuevo la verificación en
          dos pasos.
        </Alerta>
        <ul
          aria-label="Códigos de recuperación"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: '0.5rem',
            fontFamily: 'monospace',
            fontSize: '1rem',
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {codigos.codigos.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="fila">
          <Boton
            variante="borde"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(codigos.codigos.join('\n'))
                .then(() => setCopiados(true))
                .catch(() => setError('No se pudieron copiar: selecciónalos y cópialos a mano, o descárgalos.'));
            }}
          >
            {copiados ? 'Copiados' : 'Copiar'}
          </Boton>
          <Boton variante="borde" onClick={() => descargarCodigos(codigos.codigos)}>
            Descargar
          </Boton>
        </div>
        <Boton
          tam="lg"
          className="ancho-completo"
          cargando={enviando}
          textoCargando="Entrando..."
          onClick={() => {
            setEnviando(true);
            void onSesion(codigos.sesion).catch((e: unknown) => {
              setEnviando(false);
              setError(loginErrorMessage(e));
            });
          }}
        >
          He guardado los códigos, continuar
        </Boton>
        {alerta}
      </div>
    );
  }

  const configurando = paso.segundoFactor === 'configurar' && !recuperando;
  return (
    <div className="pila pila-4">
      <h2 className="login-titulo" style={{ fontSize: '1.25rem', lineHeight: 1.3 }}>
        {configurando ? 'Configura la verificación en dos pasos' : 'Verificación en dos pasos'}
      </h2>
      {alerta}
      {configurando ? (
        <>
          <p>
            Tu cuenta exige un segundo factor. Escanea este código con tu aplicación de autenticación (Google Authenticator, Microsoft
            Authenticator, 1Password…) y escribe el código de 6 dígitos que te muestre.
          </p>
          {configuracion ? (
            <>
              <CodigoQr {...configuracion.qr} />
              <p>
                ¿No puedes escanearlo? Escribe esta clave en la aplicación:{' '}
                <code className="fuerte" aria-label="Clave secreta" style={{ wordBreak: 'break-all' }}>
                  {enGrupos(configuracion.secreto)}
                </code>
              </p>
            </>
          ) : (
            !error && <p aria-live="polite">Preparando el código QR…</p>
          )}
        </>
      ) : recuperando ? (
        <p>Escribe uno de los códigos de recuperación que guardaste al activar la verificación en dos pasos.</p>
      ) : (
        <p>Abre tu aplicación de autenticación y escribe el código de 6 dígitos de {PRODUCT_NAME}.</p>
      )}
      <form className="pila pila-4" onSubmit={(e) => void enviar(e)} noValidate key={recuperando ? 'r' : paso.segundoFactor}>
        <CampoCodigo
          id={recuperando ? 'codigo-recuperacion' : 'codigo-verificacion'}
          etiqueta={recuperando ? 'Código de recuperación' : 'Código de verificación'}
          recuperacion={recuperando}
        />
        <Boton
          type="submit"
          tam="lg"
          className="ancho-completo"
          cargando={enviando}
          textoCargando="Verificando..."
          disabled={configurando && !configuracion}
        >
          {recuperando ? 'Entrar con el código de recuperación' : configurando ? 'Activar' : 'Verificar'}
        </Boton>
      </form>
      <div className="pila pila-2" style={{ alignItems: 'center', textAlign: 'center' }}>
        {paso.segundoFactor === 'codigo' && (
          <button
            type="button"
            className="enlace"
            onClick={() => {
              setError(null);
              setRecuperando(!recuperando);
            }}
          >
            {recuperando ? 'Usar el código de la aplicación' : '¿Has perdido el dispositivo? Usa un código de recuperación'}
          </button>
        )}
        <button type="button" className="enlace" onClick={onVolver}>
          Volver al inicio de sesión
        </button>
      </div>
    </div>
  );
}
