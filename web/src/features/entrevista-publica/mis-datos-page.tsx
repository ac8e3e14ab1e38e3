// «Mis datos», /mis-datos (D148): the candidate's own data, public, no account, served by the
// candidate's entry (web/entrevista.html, D85: no Chakra, no router). Without a link it is the form
// that asks for one (the answer never says whether the address is known); opened from the emailed
// link (/mis-datos#token=…) it forgets it from the address and takes it only when the person presses
// «Ver mis datos» (D160: mail scanners run pages), keeps the access key for this tab (a reload reads
// again while it lasts) and shows, company by company, what each one stores, with the downloads.
import { useEffect, useState } from 'react';
import { Alerta, Boton, Cargando } from '../../kit-ligero/ui';
import { AlertaEnvio, useEnvio } from '../../kit-ligero/use-envio';
import { ApiError } from '../../lib/api-client';
import { guardarArchivo } from '../../lib/descargar';
import { mensajeDeError } from '../../lib/form-errors';
import { BorrarMisDatos } from './borrar-mis-datos';
import { MarcoPublico } from './components/marco-publico';
import { AyudaDeMisDatos } from './ayuda/ayuda-mis-datos';
import { EntrevistaMisDatos } from './mis-datos-entrevista';
import { filasPerfil } from './mis-datos-formato';
import { RetencionEmpresa } from './retencion';
import { WhatsAppEmpresa } from './avisos-whatsapp';
import { MIS_DATOS } from '@shared/constants';
import { ConVariante, useT } from './variante';
import { enVariante, type VarianteEspanol } from '@shared/espanol';
import {
  abrirEnlace,
  accesoGuardado,
  archivoJson,
  enlacePendiente,
  guardarAcceso,
  guardarEnlacePendiente,
  leerDatos,
  olvidarAcceso,
  olvidarEnlacePendiente,
  solicitarEnlace,
  tokenDelFragmento,
  type DatosTitular,
  type EmpresaTitular,
} from './api/mis-datos';

type Estado =
  { paso: 'formulario'; aviso?: string } | { paso: 'cargando' } | { paso: 'abrir'; token: string } | { paso: 'datos'; datos: DatosTitular };

const ERROR_CARGA = 'No se pudieron cargar ‹tus› datos. ‹Inténtalo› de nuevo.';

/** The page's Spanish (D215): the companies' when they agree; Spain's (the base) before the data or when they differ. */
function varianteDeLosDatos(datos: DatosTitular | null): VarianteEspanol {
  const todas = new Set((datos?.empresas ?? []).map((e) => e.empresa.variante ?? 'es'));
  return todas.size === 1 ? [...todas][0]! : 'es';
}

export function MisDatosPage() {
  const [estado, setEstado] = useState<Estado>({ paso: 'cargando' });
  const [abriendo, setAbriendo] = useState(false);
  const variante = varianteDeLosDatos(estado.paso === 'datos' ? estado.datos : null);
  const t = (texto: string) => enVariante(texto, variante);

  useEffect(() => {
    let vivo = true;
    const mostrar = (e: Estado) => vivo && setEstado(e);
    const delEnlace = tokenDelFragmento(window.location.hash);
    // The link's token leaves the address at once (history, a shared screen); it waits in the tab for the click.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (delEnlace) guardarEnlacePendiente(delEnlace);
    void (async () => {
      try {
        const acceso = accesoGuardado();
        // A working access reads at once; a link is taken only by a person's click (D160): mail
        // scanners open links in browsers that run the page, and would spend it.
        if (acceso) {
          olvidarEnlacePendiente();
          return mostrar({ paso: 'datos', datos: await leerDatos(acceso) });
        }
        const token = enlacePendiente();
        mostrar(token ? { paso: 'abrir', token } : { paso: 'formulario' });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) olvidarAcceso();
        mostrar({ paso: 'formulario', aviso: mensajeDeError(e, enVariante(ERROR_CARGA)) });
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

  const abrir = async (token: string) => {
    setAbriendo(true);
    try {
      const a = await abrirEnlace(token);
      guardarAcceso(a);
      olvidarEnlacePendiente();
      setEstado({ paso: 'datos', datos: await leerDatos(a.acceso) });
    } catch (e) {
      // A link used or expired will not work again; anything else may (a lost connection).
      if (e instanceof ApiError && e.status === 400) olvidarEnlacePendiente();
      setEstado({ paso: 'formulario', aviso: mensajeDeError(e, enVariante(ERROR_CARGA)) });
    } finally {
      setAbriendo(false);
    }
  };

  return (
    <ConVariante variante={variante}>
      <MarcoPublico
        empresa="Mis datos"
        sinPie={estado.paso === 'cargando'}
        ayuda={<AyudaDeMisDatos datos={estado.paso === 'datos' ? estado.datos : null} />}
      >
        {estado.paso === 'cargando' && <Cargando texto={t('Cargando ‹tus› datos…')} />}
        {estado.paso === 'abrir' && (
          <div className="tarjeta pila-seccion">
            <h1 className="titulo">Mis datos</h1>
            <p>{t('‹Pulsa› el botón para ver los datos que las empresas guardan sobre ‹ti›.')}</p>
            <p className="apagado">
              {t(
                `El enlace solo se usa al pulsarlo y sirve una vez; después ‹podrás› recargar la página durante ${MIS_DATOS.accesoMinutos} minutos sin pedir otro enlace.`,
              )}
            </p>
            <div className="acciones">
              <Boton anchoMovil tam="lg" cargando={abriendo} textoCargando="Abriendo…" onClick={() => void abrir(estado.token)}>
                Ver mis datos
              </Boton>
            </div>
          </div>
        )}
        {estado.paso === 'formulario' && <Formulario aviso={estado.aviso} />}
        {estado.paso === 'datos' && <Datos datos={estado.datos} />}
      </MarcoPublico>
    </ConVariante>
  );
}

function Formulario({ aviso }: { aviso?: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [enviando, respuesta, enviar] = useEnvio(t('No se pudo enviar la solicitud. ‹Inténtalo› de nuevo.'));
  const pedir = async (ev: React.FormEvent) => {
    ev.preventDefault();
    await enviar(() => solicitarEnlace(email));
  };
  return (
    <div className="tarjeta pila-seccion">
      <h1 className="titulo">Mis datos</h1>
      <p>
        {t(
          '‹Escribe› el email con el que ‹te› invitaron a una entrevista. ‹Te› enviaremos un enlace para ver los datos que las empresas guardan sobre ‹ti›: ‹tu› perfil, ‹tus› entrevistas con ‹tus› respuestas, los informes y las decisiones.',
        )}
      </p>
      {aviso && (
        <Alerta estado="aviso" role="alert">
          {aviso}
        </Alerta>
      )}
      <form onSubmit={(ev) => void pedir(ev)} className="pila-seccion" noValidate>
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
      <AlertaEnvio respuesta={respuesta} />
    </div>
  );
}

function Datos({ datos }: { datos: DatosTitular }) {
  const t = useT();
  const [pdf, setPdf] = useState<{ cargando: boolean; error?: string }>({ cargando: false });
  const descargar = () => guardarArchivo(archivoJson(datos), `mis-datos-${datos.generadoEn.slice(0, 10)}.json`);
  // The PDF's code and pdfmake load on the first click only (D152): the page stays light on a phone.
  const descargarPdf = async () => {
    setPdf({ cargando: true });
    try {
      await (await import('./mis-datos-pdf')).descargarMisDatosPdf(datos);
      setPdf({ cargando: false });
    } catch {
      setPdf({ cargando: false, error: t('No se pudo preparar el PDF. ‹Inténtalo› de nuevo.') });
    }
  };
  return (
    <div className="pila-seccion">
      <div className="tarjeta pila-seccion">
        <h1 className="titulo">{t('‹Tus› datos')}</h1>
        <p>
          Esto es lo que guardan sobre <strong>{datos.email}</strong> las empresas que usan Talentia.{' '}
          {t('Para pedir una corrección, ‹escribe› al contacto de cada empresa; para que los borren, ‹pídelo› en cada una.')}
        </p>
        <div className="acciones">
          <Boton variante="borde" anchoMovil onClick={descargar}>
            Descargar en JSON
          </Boton>
          <Boton variante="borde" anchoMovil onClick={() => void descargarPdf()} cargando={pdf.cargando} textoCargando="Preparando el PDF…">
            Descargar en PDF
          </Boton>
        </div>
        {pdf.error && (
          <Alerta estado="error" role="alert">
            {pdf.error}
          </Alerta>
        )}
      </div>
      {datos.empresas.length === 0 && <p className="tarjeta">Ninguna empresa guarda datos asociados a este email.</p>}
      {datos.empresas.map((e) => (
        <Empresa key={e.empresa.id} e={e} />
      ))}
    </div>
  );
}

/** A company's section speaks its own country's Spanish (D215). */
function Empresa({ e }: { e: EmpresaTitular }) {
  return (
    <ConVariante variante={e.empresa.variante}>
      <SeccionEmpresa e={e} />
    </ConVariante>
  );
}

function SeccionEmpresa({ e }: { e: EmpresaTitular }) {
  const t = useT();
  const filas = filasPerfil(e.candidato);
  return (
    <section className="tarjeta pila-seccion" aria-labelledby={`empresa-${e.empresa.id}`}>
      <h2 className="subtitulo" id={`empresa-${e.empresa.id}`}>
        {e.empresa.nombre}
      </h2>
      <p>
        {t('Contacto para ejercer ‹tus› derechos:')} <strong>{e.empresa.contacto}</strong>
      </p>
      {e.empresa.representante ? <p>{e.empresa.representante}</p> : null}
      {e.empresa.ley ? <p>{e.empresa.ley}</p> : null}
      <RetencionEmpresa e={e} />
      <WhatsAppEmpresa e={e} />
      <h3 className="subtitulo-pequeno">{t('‹Tu› perfil')}</h3>
      <dl className="datos">
        {filas.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subtitulo-pequeno">Entrevistas</h3>
      {e.entrevistas.length === 0 ? (
        <p className="apagado">Ninguna.</p>
      ) : (
        e.entrevistas.map((x) => <EntrevistaMisDatos key={x.id} x={x} empresaId={e.empresa.id} />)
      )}
      <BorrarMisDatos e={e} />
    </section>
  );
}
