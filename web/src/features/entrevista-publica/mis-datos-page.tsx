// «Mis datos», /mis-datos (D148): the candidate's own data, public, no account, served by the
// candidate's entry (web/entrevista.html, D85: no Chakra, no router). Without a link it is the form
// that asks for one (the answer never says whether the address is known); opened from the emailed
// link (/mis-datos#token=…) it takes the link once, forgets it from the address, keeps the access
// key for this tab and shows, company by company, what each one stores, with the JSON download.
import { useEffect, useState } from 'react';
import { Alerta, Boton, Spinner } from '../../kit-ligero/ui';
import { ApiError } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { MarcoPublico } from './components/marco-publico';
import { RetencionEmpresa } from './retencion';
import {
  abrirEnlace,
  accesoGuardado,
  archivoJson,
  guardarAcceso,
  leerDatos,
  olvidarAcceso,
  solicitarDesdeEntrevista,
  solicitarEnlace,
  tokenDelFragmento,
  type DatosTitular,
  type EmpresaTitular,
  type EntrevistaTitular,
} from './api/mis-datos';

type Estado = { paso: 'formulario'; aviso?: string } | { paso: 'cargando' } | { paso: 'datos'; datos: DatosTitular };

export function MisDatosPage() {
  const [estado, setEstado] = useState<Estado>({ paso: 'cargando' });

  useEffect(() => {
    let vivo = true;
    const mostrar = (e: Estado) => vivo && setEstado(e);
    const token = tokenDelFragmento(window.location.hash);
    // The link's token leaves the address at once (history, a shared screen).
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      try {
        let acceso = accesoGuardado();
        if (token) {
          const a = await abrirEnlace(token);
          guardarAcceso(a);
          acceso = a.acceso;
        }
        if (!acceso) return mostrar({ paso: 'formulario' });
        mostrar({ paso: 'datos', datos: await leerDatos(acceso) });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) olvidarAcceso();
        mostrar({ paso: 'formulario', aviso: mensajeDeError(e, 'No se pudieron cargar tus datos. Inténtalo de nuevo.') });
      }
    })();
    // A link pasted into this tab changes only the fragment: no new page load, so start again.
    const alCambiar = () => {
      if (tokenDelFragmento(window.location.hash)) window.location.reload();
    };
    window.addEventListener('hashchange', alCambiar);
    return () => {
      vivo = false;
      window.removeEventListener('hashchange', alCambiar);
    };
  }, []);

  return (
    <MarcoPublico empresa="Mis datos" sinPie={estado.paso === 'cargando'}>
      {estado.paso === 'cargando' && (
        <div className="cargando" role="status" aria-live="polite">
          <Spinner tam="lg" />
          <p className="apagado">Cargando tus datos…</p>
        </div>
      )}
      {estado.paso === 'formulario' && <Formulario aviso={estado.aviso} />}
      {estado.paso === 'datos' && <Datos datos={estado.datos} />}
    </MarcoPublico>
  );
}

function Formulario({ aviso }: { aviso?: string }) {
  const [email, setEmail] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string } | null>(null);
  const enviar = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setEnviando(true);
    setRespuesta(null);
    try {
      setRespuesta({ ok: true, texto: await solicitarEnlace(email) });
    } catch (e) {
      setRespuesta({ ok: false, texto: mensajeDeError(e, 'No se pudo enviar la solicitud. Inténtalo de nuevo.') });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <div className="tarjeta pila-seccion">
      <h1 className="titulo">Mis datos</h1>
      <p>
        Escribe el email con el que te invitaron a una entrevista. Te enviaremos un enlace para ver los datos que las empresas guardan sobre
        ti: tu perfil, tus entrevistas con tus respuestas, los informes y las decisiones.
      </p>
      {aviso && (
        <Alerta estado="aviso" role="alert">
          {aviso}
        </Alerta>
      )}
      <form onSubmit={enviar} className="pila-seccion" noValidate>
        <label className="campo">
          <span className="fuerte">Email</span>
          <input
            className="caja-texto caja-linea"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <div className="acciones">
          <Boton type="submit" anchoMovil tam="lg" cargando={enviando} textoCargando="Enviando…" disabled={!email.trim()}>
            Enviarme el enlace
          </Boton>
        </div>
      </form>
      {respuesta && (
        <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'}>
          {respuesta.texto}
        </Alerta>
      )}
    </div>
  );
}

/** The date (day, month, year) of an ISO instant, in Spanish, on the reader's clock. */
const fecha = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }) : '—';

const ESTADO: Record<string, string> = {
  programada: 'Programada',
  en_progreso: 'En progreso',
  completada: 'Completada',
  analizada: 'Analizada',
  validada: 'Revisada por la empresa',
  cancelada: 'Cancelada',
};
const DECISION: Record<string, string> = { recomendado: 'Recomendado', no_recomendado: 'No recomendado', en_duda: 'En duda' };
const ANCLA: Record<string, string> = { bajo: 'bajo', medio: 'medio', alto: 'alto' };

function Datos({ datos }: { datos: DatosTitular }) {
  const descargar = () => {
    const url = URL.createObjectURL(archivoJson(datos));
    const a = document.createElement('a');
    a.href = url;
    a.download = `mis-datos-${datos.generadoEn.slice(0, 10)}.json`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  return (
    <div className="pila-seccion">
      <div className="tarjeta pila-seccion">
        <h1 className="titulo">Tus datos</h1>
        <p>
          Esto es lo que guardan sobre <strong>{datos.email}</strong> las empresas que usan Talentia. Para pedir una corrección o que los
          borren, escribe al contacto de cada empresa.
        </p>
        <div className="acciones">
          <Boton variante="borde" anchoMovil onClick={descargar}>
            Descargar en JSON
          </Boton>
        </div>
      </div>
      {datos.empresas.length === 0 && <p className="tarjeta">Ninguna empresa guarda datos asociados a este email.</p>}
      {datos.empresas.map((e) => (
        <Empresa key={e.empresa.id} e={e} />
      ))}
    </div>
  );
}

function Empresa({ e }: { e: EmpresaTitular }) {
  const c = e.candidato;
  const filas: Array<[string, string]> = [
    ['Nombre', c.nombre],
    ['Email', c.email],
    ['Teléfono', c.telefono ?? '—'],
    ['Puesto', c.puesto ?? '—'],
    ['Posición', c.posicion ?? '—'],
    ['Años de experiencia', c.experiencia_años === null ? '—' : String(c.experiencia_años)],
    ['Habilidades', c.habilidades.length ? c.habilidades.join(', ') : '—'],
    ['Área', c.area ?? '—'],
    ['Estado en el proceso', c.estado.replace('_', ' ')],
    ['Datos guardados desde', fecha(c.fechaCreacion)],
  ];
  return (
    <section className="tarjeta pila-seccion" aria-labelledby={`empresa-${e.empresa.id}`}>
      <h2 className="subtitulo" id={`empresa-${e.empresa.id}`}>
        {e.empresa.nombre}
      </h2>
      <p>
        Contacto para ejercer tus derechos: <strong>{e.empresa.contacto}</strong>
      </p>
      <RetencionEmpresa e={e} />
      <h3 className="subtitulo-pequeno">Tu perfil</h3>
      <dl className="datos">
        {filas.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subtitulo-pequeno">Entrevistas</h3>
      {e.entrevistas.length === 0 ? <p className="apagado">Ninguna.</p> : e.entrevistas.map((x) => <Entrevista key={x.id} x={x} />)}
    </section>
  );
}

function Entrevista({ x }: { x: EntrevistaTitular }) {
  const evaluadas = x.informe?.softSkills.filter((s) => s.evaluado) ?? [];
  return (
    <article className="pila-seccion separado">
      <h4 className="fuerte">
        {x.servicio} · {ESTADO[x.estado] ?? x.estado}
      </h4>
      <p className="apagado">
        {x.fechaRealizacion ? `Realizada el ${fecha(x.fechaRealizacion)}` : `Programada para el ${fecha(x.fechaProgramada)}`}
        {x.simulada ? ' · Simulación de demostración: las respuestas no son tuyas' : ''}
      </p>
      {x.respuestas.length > 0 && (
        <ol className="lista">
          {x.respuestas.map((r) => (
            <li key={r.n}>
              <p className="fuerte">{r.pregunta}</p>
              <p className="cita-respuesta">{r.respuesta || '(sin respuesta)'}</p>
              {r.repregunta && (
                <>
                  <p className="fuerte">{r.repregunta.pregunta}</p>
                  <p className="cita-respuesta">{r.repregunta.respuesta || '(sin respuesta)'}</p>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {x.informe && (
        <div className="pila-seccion">
          <p className="fuerte">
            Informe{' '}
            {x.informe.procedencia.metodo === 'integrado' ? 'del analizador integrado' : `de la IA (${x.informe.procedencia.modelo})`}
          </p>
          <ul className="lista">
            {evaluadas.map((s) => (
              <li key={s.habilidad}>
                <span className="fuerte">{s.habilidad}</span>: {s.puntuacion}/10{s.ancla ? ` (nivel ${ANCLA[s.ancla]} de la rúbrica)` : ''}
                {s.evidencia.map((ev) => (
                  <p key={ev.cita} className="cita-respuesta">
                    «{ev.cita}»
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {x.revision && (
        <p>
          Decisión de la empresa: <strong>{DECISION[x.revision.actual.decision]}</strong> ({x.revision.actual.revisadaPor},{' '}
          {fecha(x.revision.actual.fecha)}). {x.revision.actual.comentario}
        </p>
      )}
    </article>
  );
}

/**
 * The interview's end screen's way to «Mis datos»: the link goes to the email the company invited
 * the candidate at (the server takes it from the interview, never from the page).
 */
export function PedirMisDatos({ token }: { token: string }) {
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string } | null>(null);
  const pedir = async () => {
    setEnviando(true);
    try {
      setRespuesta({ ok: true, texto: await solicitarDesdeEntrevista(token) });
    } catch (e) {
      setRespuesta({ ok: false, texto: mensajeDeError(e, 'No se pudo enviar la solicitud. Inténtalo de nuevo.') });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <div className="pila-seccion separado-arriba">
      <p>Puedes ver en cualquier momento los datos que la empresa guarda sobre ti: te enviamos un enlace a tu email.</p>
      {respuesta ? (
        <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'}>
          {respuesta.texto}
        </Alerta>
      ) : (
        <div className="centrado">
          <Boton variante="borde" onClick={() => void pedir()} cargando={enviando} textoCargando="Enviando…">
            Ver mis datos
          </Boton>
        </div>
      )}
    </div>
  );
}
