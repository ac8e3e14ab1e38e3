// A vacancy's apply page, /empleo/{codigo} (issue 66 item 3, D187): public, no account, an entry of its
// own (web/empleo.html, src/empleo/main.tsx; the candidate's page's frame and styles, D85: no Chakra, no
// router, no zod). It
// shows the job and the company, a short form (name, e-mail, optional phone) with the notice and its
// consent, and on sending opens the interview at once (/entrevista/{token}). A paused or closed vacancy
// says so and shows no form; an e-mail that already has an interview for it is sent its link again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cuenta } from '@shared/plural';
import { Alerta, Boton, Cargando } from '../../kit-ligero/ui';
import { ApiError } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { cargarVacante, postular, type PaginaVacante } from './api/postulacion';
import { TextoConEnlaces } from './components/bienvenida';
import { ConVariante, useT } from './variante';
import { enVariante } from '@shared/espanol';
import { MarcoPublico } from './components/marco-publico';

/** The code in /empleo/{codigo}. */
export function codigoDeRuta(pathname: string): string {
  const m = /^\/empleo\/([^/]+)\/?$/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : '';
}

type Estado = { paso: 'cargando' } | { paso: 'error'; mensaje: string } | { paso: 'vacante'; pagina: PaginaVacante };

const ERROR_CARGA = 'No se pudo cargar la oferta. ‹Comprueba› ‹tu› conexión y ‹recarga› la página.';

export function PostulacionPage({ codigo }: { codigo: string }) {
  const [estado, setEstado] = useState<Estado>({ paso: 'cargando' });
  useEffect(() => {
    let vivo = true;
    cargarVacante(codigo)
      .then((pagina) => vivo && setEstado({ paso: 'vacante', pagina }))
      .catch((e: unknown) => vivo && setEstado({ paso: 'error', mensaje: mensajeDeError(e, enVariante(ERROR_CARGA)) }));
    return () => {
      vivo = false;
    };
  }, [codigo]);

  const pagina = estado.paso === 'vacante' ? estado.pagina : null;
  useEffect(() => {
    if (pagina) document.title = `${pagina.titulo} · ${pagina.empresa.nombre}`;
  }, [pagina]);

  return (
    <ConVariante variante={pagina?.variante}>
      <MarcoPublico empresa={pagina?.empresa.nombre ?? 'Empleo'} color={pagina?.empresa.color} sinPie={estado.paso === 'cargando'}>
        {estado.paso === 'cargando' && <Cargando texto="Cargando la oferta…" />}
        {estado.paso === 'error' && (
          <div className="tarjeta pila pila-seccion">
            <h1 className="titulo">Oferta no disponible</h1>
            <Alerta estado="aviso" role="alert">
              {estado.mensaje}
            </Alerta>
          </div>
        )}
        {pagina && <Vacante codigo={codigo} pagina={pagina} />}
      </MarcoPublico>
    </ConVariante>
  );
}

function Vacante({ codigo, pagina }: { codigo: string; pagina: PaginaVacante }) {
  const t = useT();
  const lugar = [pagina.lugar, pagina.remoto ? 'Remoto' : ''].filter(Boolean).join(' · ');
  return (
    <div className="pila pila-seccion">
      <div className="tarjeta pila pila-seccion">
        <h1 className="titulo">{pagina.titulo}</h1>
        <p className="entradilla">
          {pagina.empresa.nombre}
          {lugar ? ` · ${lugar}` : ''}
        </p>
        {pagina.estado === 'abierta' ? (
          <p>
            {t('‹Preséntate› con este formulario y ‹haz› la entrevista ahora mismo: dura unos')}{' '}
            {cuenta(pagina.duracionEstimada, 'minuto', 'minutos')} {t('y ‹respondes› por escrito o por voz, a ‹tu› ritmo.')} Después, una
            persona de {pagina.empresa.nombre} {t('revisa ‹tu› candidatura.')}
          </p>
        ) : (
          <Alerta estado="aviso" role="status">
            {pagina.estado === 'en_pausa'
              ? t('Esta vacante está en pausa: por ahora no admite candidaturas. ‹Vuelve› a intentarlo más adelante.')
              : 'Esta vacante está cerrada: ya no admite candidaturas.'}
          </Alerta>
        )}
      </div>
      {pagina.estado === 'abierta' && <Formulario codigo={codigo} pagina={pagina} />}
    </div>
  );
}

type Campo = 'nombre' | 'email' | 'telefono' | 'acepto';

/** The server's field errors (a 400's details), by field. */
function erroresDe(e: unknown): Partial<Record<Campo, string>> {
  const detalles =
    e instanceof ApiError ? (e.body as { details?: Array<{ campo?: string; msg?: string }> } | undefined)?.details : undefined;
  const r: Partial<Record<Campo, string>> = {};
  for (const d of detalles ?? [])
    if (d.campo && d.msg && ['nombre', 'email', 'telefono', 'acepto'].includes(d.campo)) r[d.campo as Campo] ??= d.msg;
  return r;
}

function Formulario({ codigo, pagina }: { codigo: string; pagina: PaginaVacante }) {
  const t = useT();
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [telefono, setTelefono] = useState('');
  const [acepto, setAcepto] = useState(false);
  const [trampa, setTrampa] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [errores, setErrores] = useState<Partial<Record<Campo, string>>>({});
  const [aviso, setAviso] = useState<{ ok: boolean; texto: string } | null>(null);
  const id = useId();
  const idAviso = useId();
  const resumen = useRef<HTMLDivElement>(null);

  // Checked here the way the server checks them, so a person reads what to fix before sending.
  const comprobar = (): Partial<Record<Campo, string>> => {
    const r: Partial<Record<Campo, string>> = {};
    if (!nombre.trim()) r.nombre = t('‹Escribe› ‹tu› nombre');
    if (!email.trim()) r.email = 'El email es obligatorio';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) r.email = 'Introduce un email válido';
    if (!/^[0-9+()\s.-]*$/.test(telefono.trim()))
      r.telefono = 'El teléfono solo puede tener números, espacios y los signos + ( ) - . (hasta 40 caracteres)';
    if (!acepto) r.acepto = t('Para ‹presentarte|presentarse|presentarte› ‹tienes› que aceptar el aviso de privacidad');
    return r;
  };

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    setAviso(null);
    const locales = comprobar();
    setErrores(locales);
    if (Object.keys(locales).length) {
      // The first field to fix gets the focus (WCAG 3.3.1: the error is named where it is).
      document.getElementById(`${id}-${Object.keys(locales)[0]}`)?.focus();
      return;
    }
    setEnviando(true);
    try {
      const r = await postular(codigo, {
        nombre: nombre.trim(),
        email: email.trim(),
        telefono: telefono.trim(),
        acepto: true,
        version: pagina.aviso.version,
        ...(trampa ? { sitioWeb: trampa } : {}),
      });
      if (r.datos.token) {
        window.location.assign(`/entrevista/${encodeURIComponent(r.datos.token)}`);
        return;
      }
      setAviso({ ok: true, texto: r.mensaje || 'Candidatura recibida.' });
    } catch (e) {
      const porCampo = erroresDe(e);
      setErrores(porCampo);
      if (!Object.keys(porCampo).length)
        setAviso({ ok: false, texto: mensajeDeError(e, t('No se pudo enviar ‹tu› candidatura. ‹Inténtalo› de nuevo.')) });
    } finally {
      setEnviando(false);
    }
  };

  useEffect(() => {
    if (aviso) resumen.current?.focus();
  }, [aviso]);

  if (aviso?.ok)
    return (
      <div className="tarjeta pila pila-seccion" ref={resumen} tabIndex={-1}>
        <Alerta estado="exito" role="status">
          {aviso.texto}
        </Alerta>
      </div>
    );

  const limpiar = (c: Campo) => setErrores((r) => (r[c] ? { ...r, [c]: undefined } : r));
  const campo = (c: Campo) => ({
    id: `${id}-${c}`,
    'aria-invalid': errores[c] ? true : undefined,
    'aria-describedby': errores[c] ? `${id}-${c}-error` : undefined,
  });
  const error = (c: Campo) =>
    errores[c] ? (
      <span className="error-campo" id={`${id}-${c}-error`}>
        {errores[c]}
      </span>
    ) : null;

  return (
    <form className="tarjeta pila pila-seccion" onSubmit={(ev) => void enviar(ev)} noValidate aria-labelledby={`${id}-titulo`}>
      <h2 className="subtitulo" id={`${id}-titulo`}>
        {t('‹Tus› datos')}
      </h2>
      <div className="campo campo-form">
        <label className="fuerte" htmlFor={`${id}-nombre`}>
          Nombre y apellidos
        </label>
        <input
          className="caja-texto caja-linea"
          name="nombre"
          autoComplete="name"
          maxLength={200}
          required
          value={nombre}
          onChange={(e) => {
            setNombre(e.target.value);
            limpiar('nombre');
          }}
          {...campo('nombre')}
        />
        {error('nombre')}
      </div>
      <div className="campo campo-form">
        <label className="fuerte" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          className="caja-texto caja-linea"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            limpiar('email');
          }}
          {...campo('email')}
        />
        {error('email')}
      </div>
      <div className="campo campo-form">
        <label className="fuerte" htmlFor={`${id}-telefono`}>
          Teléfono (opcional)
        </label>
        <input
          className="caja-texto caja-linea"
          type="tel"
          name="telefono"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={telefono}
          onChange={(e) => {
            setTelefono(e.target.value);
            limpiar('telefono');
          }}
          {...campo('telefono')}
        />
        {error('telefono')}
      </div>
      {/* Hidden from people and from screen readers; bots fill it (the server then stores nothing). */}
      <div className="trampa" aria-hidden="true">
        <label>
          Sitio web
          <input tabIndex={-1} autoComplete="off" name="sitioWeb" value={trampa} onChange={(e) => setTrampa(e.target.value)} />
        </label>
      </div>

      <section aria-labelledby={idAviso} className="recuadro-aviso pila pila-3">
        <h3 className="subtitulo-pequeno" id={idAviso}>
          Aviso de privacidad
        </h3>
        {pagina.aviso.parrafos.map((p) => (
          <p key={p}>
            <TextoConEnlaces texto={p} enlaces={pagina.aviso.enlaces} />
          </p>
        ))}
        <p className="apagado pequeno">Versión del aviso: {pagina.aviso.version}</p>
      </section>
      <label className="consentimiento">
        <input
          type="checkbox"
          name="acepto"
          checked={acepto}
          onChange={(e) => {
            setAcepto(e.target.checked);
            limpiar('acepto');
          }}
          {...campo('acepto')}
        />
        <span>He leído el aviso de privacidad y acepto que {pagina.empresa.nombre} trate mis datos para esta candidatura.</span>
      </label>
      {error('acepto')}
      {aviso && (
        <div ref={resumen} tabIndex={-1}>
          <Alerta estado="error" role="alert">
            {aviso.texto}
          </Alerta>
        </div>
      )}
      <div className="acciones">
        <Boton type="submit" tam="lg" anchoMovil cargando={enviando} textoCargando="Enviando…">
          Presentarme y empezar la entrevista
        </Boton>
      </div>
    </form>
  );
}
