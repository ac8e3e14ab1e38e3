// The candidate's interview page, /entrevista/:accessToken (D64): public, no account,
// outside the logged-in shell, and its own entry (web/entrevista.html, D85). The token in the address is the only credential: it goes to the API
// in the path of anonymous calls and nowhere else (no log, no analytics, no Referer: the page asks
// for no-referrer and loads nothing from third parties). What the server says the interview is
// decides the screen: the welcome with its notices and consent, the interview, or a finished one.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { publico as msg } from '@shared/messages';
import { FORMATO_TOKEN } from '@shared/publico-limites';
import { ApiError } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { darConsentimiento, esDemasiadas, esNoDisponible, useEntrevistaPublica } from './api/entrevista-publica';
import { Bienvenida } from './components/bienvenida';
import { EntrevistaEnCurso } from './components/entrevista-en-curso';
import { MarcoPublico } from './components/marco-publico';
import { AyudaDeEnlace } from './ayuda/ayuda-enlace';
import { MensajeFinal, Parrafo } from './components/mensaje-final';
import { PedirMisDatos } from './pedir-mis-datos';
import { ConservarDatos } from './retencion';
import { AvisosWhatsApp } from './avisos-whatsapp';
import { desmarcarDesdeEnlace, marcarDesdeEnlace } from './api/whatsapp';
import { OpinionProceso } from './opinion-proceso';
import { enviarEquidad } from './api/equidad';
import { ConVariante, useT } from './variante';
import { enVariante } from '@shared/espanol';
import { Boton, Cargando } from '../../kit-ligero/ui';

// The fairness questionnaire (D175) is its own chunk: only a finished interview's screen loads it.
const CuestionarioEquidad = lazy(() => import('./cuestionario-equidad').then((m) => ({ default: m.CuestionarioEquidad })));
const Equidad = ({ token }: { token: string }) => (
  <Suspense fallback={null}>
    <CuestionarioEquidad enviar={(body) => enviarEquidad(token, body)} />
  </Suspense>
);

/** A token of the links' shape (the server's own rule); anything else is no link we issued, and is not sent anywhere. */
export function tokenConForma(token: string | undefined): token is string {
  return !!token && token.length <= 300 && FORMATO_TOKEN.test(token);
}

/**
 * The page for the token in its address. The referrer policy, the robots tag and the title are in
 * web/entrevista.html's head, before any script: the address (with its token) goes in no Referer.
 */
export function EntrevistaPublicaPage({ token }: { token: string | undefined }) {
  return tokenConForma(token) ? <PaginaConToken key={token} token={token} /> : <NoDisponible />;
}

/** The token in an address /entrevista/{token} (a trailing slash allowed). */
export function tokenDeRuta(pathname: string): string | undefined {
  const m = /^\/entrevista\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

function NoDisponible() {
  // No company known: Spain's Spanish, the marks' base.
  const t = useT();
  return (
    <MarcoPublico>
      <MensajeFinal titulo="Enlace no disponible" tono="info">
        <Parrafo>{t(msg.noDisponible)}</Parrafo>
      </MensajeFinal>
    </MarcoPublico>
  );
}

function PaginaConToken({ token }: { token: string }) {
  const { data: pagina, error, isLoading, isValidating, mutate } = useEntrevistaPublica(token);
  const [gracias, setGracias] = useState(false);
  const [errorConsentimiento, setErrorConsentimiento] = useState<string | null>(null);
  /** A save or the finish met a dead link: the page shows it is no longer available. */
  const [muerto, setMuerto] = useState(false);

  // A malformed token the server refuses as a bad request is, for the candidate, a link that does not work.
  if (muerto || esNoDisponible(error) || (error instanceof ApiError && error.status === 400)) return <NoDisponible />;

  const empresa = pagina?.empresa;
  // The candidate's Spanish (D215) is the page's answer's: this component draws outside its provider.
  const t = (texto: string) => enVariante(texto, pagina?.variante);
  const enMarco = (contenido: ReactNode, sinPie = false) => (
    <ConVariante variante={pagina?.variante}>
      <MarcoPublico
        empresa={empresa?.nombre}
        color={empresa?.color}
        asistida={pagina?.asistida && pagina.estado !== 'finalizada'}
        sinPie={sinPie}
        ayuda={<AyudaDeEnlace token={token} />}
      >
        {contenido}
      </MarcoPublico>
    </ConVariante>
  );

  if (gracias) {
    return enMarco(
      <MensajeFinal titulo={msg.gracias} tono="exito" enfocar>
        <Parrafo>
          {t('‹Tus› respuestas se han enviado a')} {empresa?.nombre || 'la empresa'}.
        </Parrafo>
        <Parrafo>
          {t(
            'Qué pasa ahora: el equipo de selección revisará ‹tus› respuestas, con la ayuda de un resumen que prepara el asistente, y se pondrá en contacto ‹contigo› para ‹contarte|contarle|contarte› los siguientes pasos.',
          )}
        </Parrafo>
        <Parrafo>{t('Ya ‹puedes› cerrar esta página.')}</Parrafo>
        <OpinionProceso token={token} />
        <Equidad token={token} />
        <ConservarDatos token={token} conservar={pagina?.conservar} />
        <PedirMisDatos token={token} />
      </MensajeFinal>,
    );
  }

  if (error && !pagina) {
    return enMarco(
      <MensajeFinal titulo={esDemasiadas(error) ? 'Demasiadas solicitudes' : 'No se pudo cargar la entrevista'} tono="info">
        <Parrafo>
          {esDemasiadas(error)
            ? mensajeDeError(error, t(msg.demasiadas))
            : mensajeDeError(error, t('‹Inténtalo› de nuevo en unos segundos.'))}
        </Parrafo>
        <div className="centrado">
          <Boton tam="lg" onClick={() => void mutate()} cargando={isValidating} textoCargando="Cargando…">
            Reintentar
          </Boton>
        </div>
      </MensajeFinal>,
    );
  }

  if (isLoading || !pagina) {
    return enMarco(<Cargando texto="Cargando la entrevista…" />, true);
  }

  if (pagina.estado === 'finalizada') {
    return enMarco(
      <MensajeFinal titulo={msg.finalizada} tono="exito">
        <Parrafo>{t(msg.finalizadaMensaje)}</Parrafo>
        <Equidad token={token} />
        <ConservarDatos token={token} conservar={pagina?.conservar} />
        <PedirMisDatos token={token} />
      </MensajeFinal>,
    );
  }

  // WhatsApp notices (issue 68 item 3): only when the server offers them.
  const whatsapp = (
    <AvisosWhatsApp
      key={pagina.whatsapp?.telefono}
      oferta={pagina.whatsapp}
      marcar={(texto) => marcarDesdeEnlace(token, texto)}
      desmarcar={() => desmarcarDesdeEnlace(token)}
      className="tarjeta"
    />
  );

  const alFinal = (e: ApiError) => {
    if (e.status === 404) setMuerto(true);
    // No consent on the server (409): show what the server has now.
    else void mutate();
  };

  if (pagina.estado === 'pendiente') {
    const comenzar = async (version: string) => {
      setErrorConsentimiento(null);
      try {
        const nueva = await darConsentimiento(token, version);
        await mutate(nueva, { revalidate: false });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) setMuerto(true);
        else if (e instanceof ApiError && e.status === 409) {
          // The notice changed since it was opened: show the new one, to be read and accepted again.
          setErrorConsentimiento(e.message || t(msg.avisoCambiado));
          await mutate().catch(() => undefined);
        } else setErrorConsentimiento(mensajeDeError(e, t('No se pudo comenzar la entrevista. ‹Inténtalo› de nuevo.')));
      }
    };
    return enMarco(
      <Bienvenida key={pagina.aviso?.version} pagina={pagina} onComenzar={comenzar} error={errorConsentimiento} opcional={whatsapp} />,
    );
  }

  return enMarco(<EntrevistaEnCurso token={token} pagina={pagina} onFinalizada={() => setGracias(true)} onFinal={alFinal} />);
}
