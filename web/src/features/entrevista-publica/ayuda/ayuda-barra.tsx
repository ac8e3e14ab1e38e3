// «Necesito un ajuste» and «Hablar con una persona» (D172; WCAG 3.2.6 consistent help): one bar, in
// the same place on every candidate page (the frame puts it above the foot), that names who runs the
// process and lets the candidate ask for an adjustment or write to a person, then shows what they
// sent with the company's answers. The candidate's words and the answers are always text (React
// escapes them): markup shows as typed. Lean like the rest of the candidate's entry (D85): no zod.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AYUDA, ESTADO_AJUSTE_ETIQUETA, TIPO_AJUSTE_ETIQUETA, tiposDeAjusteOfrecidos, type TipoAjuste } from '@shared/ayuda-candidato';
import { ayuda as msg, fmt } from '@shared/messages';
import { Alerta, Boton, CajaTexto, Insignia } from '../../../kit-ligero/ui';
import { mensajeDeError } from '../../../lib/form-errors';
import { useT } from '../variante';
import type { AyudaCandidato, Enviada, EnvioAyuda } from '../api/ayuda';

const momento = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** «Ana Ruiz, de Acme (rrhh@acme.es)»: who runs the process, as the candidate reads it. */
export function quienLleva(c: AyudaCandidato['contacto']): string {
  const empresa = c.empresa || 'la empresa';
  const base = c.persona ? `${c.persona}, de ${empresa}` : empresa;
  return c.email ? `${base} (${c.email})` : base;
}

interface AyudaBarraProps {
  /** Null while it loads or when it could not be read: the buttons still show (the forms say why when sent). */
  datos: AyudaCandidato | null;
  enviar: (body: EnvioAyuda) => Promise<Enviada>;
  /** «Mis datos» with several interviews: which one the candidate writes about. */
  selector?: ReactNode;
}

type Abierto = 'ajuste' | 'mensaje' | null;

export function AyudaBarra({ datos, enviar, selector }: AyudaBarraProps) {
  const id = useId();
  const t = useT();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [actual, setActual] = useState<AyudaCandidato | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const vista = actual && datos && actual.entrevistaId === datos.entrevistaId ? actual : datos;
  // «Más tiempo» and «sin límite» only where the interview has a time limit (issue 65 item 7): the
  // server says so; not yet read, they are not offered (they appear once it says there is one).
  const ofrecidos = tiposDeAjusteOfrecidos(vista?.limiteDeTiempo === true);
  const botones = useRef<HTMLDivElement>(null);
  // A form that closes (sent or cancelled) takes the focus with it: it goes back to the button that
  // opened it, not to the top of the page (a keyboard user would start over; WCAG 2.4.3).
  const cerrar = () => {
    const quien = abierto === 'mensaje' ? 1 : 0;
    setAbierto(null);
    requestAnimationFrame(() => botones.current?.querySelectorAll<HTMLButtonElement>('button')[quien]?.focus());
  };
  const abrir = (a: Abierto) => {
    setAviso(null);
    setAbierto((x) => (x === a ? null : a));
  };
  // An opened form may start below the fold on a phone (issue 65 item 7): it is scrolled into view; Escape
  // closes it, and the focus goes back to its button (cerrar).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (abierto) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [abierto]);
  const alEnviar = async (body: EnvioAyuda) => {
    const r = await enviar(body);
    setActual(r.datos);
    setAviso(r.mensaje);
    cerrar();
  };

  return (
    <nav className="ayuda-barra" aria-labelledby={`${id}-t`} data-testid="ayuda-barra">
      <div className="columna pila pila-3">
        <h2 className="fuerte ayuda-titulo" id={`${id}-t`}>
          {t('¿‹Necesitas› algo?')}
        </h2>
        <p className="apagado pequeno" data-testid="ayuda-contacto">
          {vista ? <>Este proceso lo lleva {quienLleva(vista.contacto)}.</> : t('‹Puedes› pedir un ajuste o escribir a la empresa.')}
        </p>
        {selector}
        <div className="ayuda-botones" ref={botones}>
          <Boton variante="borde" anchoMovil aria-expanded={abierto === 'ajuste'} onClick={() => abrir('ajuste')}>
            Necesito un ajuste
          </Boton>
          <Boton variante="borde" anchoMovil aria-expanded={abierto === 'mensaje'} onClick={() => abrir('mensaje')}>
            Hablar con una persona
          </Boton>
        </div>
        {aviso && (
          <Alerta estado="exito" role="status">
            {aviso}
          </Alerta>
        )}
        {abierto && (
          <div
            ref={panel}
            onKeyDown={(ev) => {
              if (ev.key !== 'Escape') return;
              ev.preventDefault();
              cerrar();
            }}
          >
            {abierto === 'ajuste' ? (
              <FormularioAjuste tipos={ofrecidos} onEnviar={alEnviar} onCancelar={cerrar} />
            ) : (
              <FormularioMensaje destino={vista ? quienLleva(vista.contacto) : 'la empresa'} onEnviar={alEnviar} onCancelar={cerrar} />
            )}
          </div>
        )}
        {vista && <Historial datos={vista} />}
      </div>
    </nav>
  );
}

/** A text's length check in the server's words. */
function errorDeTexto(texto: string, obligatorio: string | null): string | null {
  if (obligatorio && !texto) return obligatorio;
  if (texto.length > AYUDA.textoMax) return fmt(msg.textoLargo, { max: AYUDA.textoMax });
  return null;
}

function Contador({ id, texto }: { id: string; texto: string }) {
  const restantes = AYUDA.textoMax - texto.trim().length;
  const t = useT();
  return (
    <span className={restantes < 0 ? 'texto-error pequeno' : 'apagado pequeno'} id={id}>
      {restantes >= 0 ? t(`‹Te› quedan ${restantes} caracteres`) : `Sobran ${-restantes} caracteres`}
    </span>
  );
}

interface FormularioProps {
  onEnviar: (body: EnvioAyuda) => Promise<void>;
  onCancelar: () => void;
}

function PieFormulario({ enviar, enviando, onCancelar }: { enviar: string; enviando: boolean; onCancelar: () => void }) {
  return (
    <div className="acciones">
      <Boton type="submit" anchoMovil cargando={enviando} textoCargando="Enviando…">
        {enviar}
      </Boton>
      <Boton variante="fantasma" anchoMovil onClick={onCancelar} disabled={enviando}>
        Cancelar
      </Boton>
    </div>
  );
}

function useEnvio(onEnviar: FormularioProps['onEnviar']) {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviar = async (body: EnvioAyuda, fallo: string) => {
    setEnviando(true);
    setError(null);
    try {
      await onEnviar(body);
    } catch (e) {
      setError(mensajeDeError(e, fallo));
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, error, setError, enviar };
}

function FormularioAjuste({ tipos: ofrecidos, onEnviar, onCancelar }: FormularioProps & { tipos: readonly TipoAjuste[] }) {
  const id = useId();
  const [tipos, setTipos] = useState<TipoAjuste[]>([]);
  const [texto, setTexto] = useState('');
  const { enviando, error, setError, enviar } = useEnvio(onEnviar);
  const t = useT();
  const marcar = (tipo: TipoAjuste, si: boolean) => setTipos((xs) => (si ? [...xs, tipo] : xs.filter((x) => x !== tipo)));

  const alEnviar = (ev: React.FormEvent) => {
    ev.preventDefault();
    const limpio = texto.trim();
    const fallo =
      (tipos.length === 0 ? msg.tiposObligatorios : null) ??
      (tipos.includes('otro_formato') && !limpio ? msg.otroSinTexto : null) ??
      errorDeTexto(limpio, null);
    if (fallo) return setError(t(fallo));
    void enviar({ tipo: 'ajuste', tipos, texto: limpio }, t('No se pudo enviar ‹tu› solicitud. ‹Inténtalo› de nuevo.'));
  };

  return (
    <form onSubmit={alEnviar} className="pila pila-seccion ayuda-formulario" noValidate aria-labelledby={`${id}-t`}>
      <h3 className="fuerte" id={`${id}-t`}>
        Necesito un ajuste
      </h3>
      <p className="apagado">
        {t(
          '‹Pide› lo que ‹necesites› para hacer la entrevista en igualdad de condiciones. La empresa lo leerá y ‹te› responderá por email y en esta página.',
        )}
      </p>
      <fieldset className="pila pila-seccion" aria-describedby={error ? `${id}-e` : undefined}>
        <legend className="fuerte">{t('¿Qué ‹necesitas›?')}</legend>
        {ofrecidos.map((tipo) => (
          <label key={tipo} className="consentimiento">
            <input
              type="checkbox"
              name="tipos"
              value={tipo}
              checked={tipos.includes(tipo)}
              onChange={(e) => marcar(tipo, e.target.checked)}
            />
            <span>{TIPO_AJUSTE_ETIQUETA[tipo]}</span>
          </label>
        ))}
      </fieldset>
      <label className="campo">
        <span className="fuerte">
          {t('‹Cuéntanos›')} más {tipos.includes('otro_formato') ? '' : '(opcional)'}
        </span>
        <CajaTexto
          alto="medio"
          name="texto"
          maxLength={AYUDA.textoMax + 200}
          value={texto}
          aria-describedby={`${id}-c`}
          onChange={(e) => setTexto(e.target.value)}
        />
      </label>
      <Contador id={`${id}-c`} texto={texto} />
      {error && (
        <div id={`${id}-e`}>
          <Alerta estado="error" role="alert" titulo={error} />
        </div>
      )}
      <PieFormulario enviar="Enviar solicitud" enviando={enviando} onCancelar={onCancelar} />
    </form>
  );
}

function FormularioMensaje({ destino, onEnviar, onCancelar }: FormularioProps & { destino: string }) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const { enviando, error, setError, enviar } = useEnvio(onEnviar);
  const t = useT();
  const alEnviar = (ev: React.FormEvent) => {
    ev.preventDefault();
    const limpio = texto.trim();
    const fallo = errorDeTexto(limpio, msg.mensajeObligatorio);
    if (fallo) return setError(t(fallo));
    void enviar({ tipo: 'mensaje', texto: limpio }, t('No se pudo enviar ‹tu› mensaje. ‹Inténtalo› de nuevo.'));
  };
  return (
    <form onSubmit={alEnviar} className="pila pila-seccion ayuda-formulario" noValidate aria-labelledby={`${id}-t`}>
      <h3 className="fuerte" id={`${id}-t`}>
        Hablar con una persona
      </h3>
      <p className="apagado">
        {t('‹Tu› mensaje le llega a')} {destino}. {t('‹Te› avisaremos por email cuando ‹te› responda.')}
      </p>
      <label className="campo">
        <span className="fuerte">{t('‹Tu› mensaje')}</span>
        <CajaTexto
          alto="medio"
          name="mensaje"
          required
          maxLength={AYUDA.textoMax + 200}
          value={texto}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-c`}
          onChange={(e) => setTexto(e.target.value)}
        />
      </label>
      <Contador id={`${id}-c`} texto={texto} />
      {error && <Alerta estado="error" role="alert" titulo={error} />}
      <PieFormulario enviar="Enviar mensaje" enviando={enviando} onCancelar={onCancelar} />
    </form>
  );
}

/** What the candidate sent, with the answers: the requests, then the thread. */
function Historial({ datos }: { datos: AyudaCandidato }) {
  const t = useT();
  if (datos.ajustes.length === 0 && datos.mensajes.length === 0) return null;
  return (
    <div className="pila pila-seccion" data-testid="ayuda-historial">
      {datos.tiempoAmpliado && (
        <Alerta estado="info" role="status" suave>
          {t(
            'La empresa ha ampliado el tiempo de ‹tu› entrevista: el enlace dura diez veces más y cada grabación puede durar diez veces más.',
          )}
        </Alerta>
      )}
      {datos.ajustes.length > 0 && (
        <section className="pila pila-seccion" aria-label={t('‹Tus› solicitudes de ajuste')}>
          <h3 className="fuerte">{t('‹Tus› solicitudes de ajuste')}</h3>
          {datos.ajustes.map((a) => (
            <div key={a.numero} className="pila pila-seccion" data-testid={`ajuste-${a.numero}`}>
              <p className="apagado">
                {momento(a.enviadaEn)} · {a.tipos.map((tipo) => TIPO_AJUSTE_ETIQUETA[tipo]).join(', ')}{' '}
                <Insignia tono={a.estado === 'pendiente' ? 'naranja' : a.estado === 'aceptado' ? 'marca' : 'rojo'}>
                  {ESTADO_AJUSTE_ETIQUETA[a.estado]}
                </Insignia>
              </p>
              {a.texto && <p className="cita-respuesta">{a.texto}</p>}
              {a.respuesta && (
                <>
                  <p>
                    Respuesta de {a.respuesta.por} ({momento(a.respuesta.fecha)}):
                  </p>
                  <p className="cita-respuesta">{a.respuesta.texto}</p>
                </>
              )}
            </div>
          ))}
        </section>
      )}
      {datos.mensajes.length > 0 && (
        <section className="pila pila-seccion" aria-label={t('‹Tu› conversación con la empresa')}>
          <h3 className="fuerte">
            {t('‹Tu› conversación con')} {datos.contacto.empresa || 'la empresa'}
          </h3>
          <ol className="ayuda-hilo">
            {datos.mensajes.map((m) => (
              <li key={m.id} className="pila pila-seccion" data-testid={`mensaje-${m.de}`}>
                <p className="apagado pequeno">
                  {m.de === 'candidato' ? t('‹Tú›') : m.por || datos.contacto.empresa} · {momento(m.fecha)}
                </p>
                <p className="cita-respuesta">{m.texto}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
