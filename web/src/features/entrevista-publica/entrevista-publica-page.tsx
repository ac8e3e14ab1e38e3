// The candidate's interview page, /entrevista/:accessToken (issue 12; D64): public, no account,
// outside the logged-in shell. The token in the address is the only credential: it goes to the API
// in the path of anonymous calls and nowhere else (no log, no analytics, no Referer: the page asks
// for no-referrer and loads nothing from third parties). What the server says the interview is
// decides the screen: the welcome with its notices and consent, the interview, or a finished one.
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { publico as msg } from '@shared/messages';
import { FORMATO_TOKEN } from '@shared/schemas/publico';
import { ApiError } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import { darConsentimiento, esDemasiadas, esNoDisponible, useEntrevistaPublica } from './api/entrevista-publica';
import { Bienvenida } from './components/bienvenida';
import { EntrevistaEnCurso } from './components/entrevista-en-curso';
import { MarcoPublico } from './components/marco-publico';
import { MensajeFinal, Parrafo } from './components/mensaje-final';

/** A token of the links' shape (the server's own rule); anything else is no link we issued, and is not sent anywhere. */
export function tokenConForma(token: string | undefined): token is string {
  return !!token && token.length <= 300 && FORMATO_TOKEN.test(token);
}

export function EntrevistaPublicaPage() {
  const { accessToken } = useParams();
  useEffect(() => {
    const antes = document.title;
    document.title = 'Entrevista';
    return () => {
      document.title = antes;
    };
  }, []);
  return (
    <>
      {/* React puts these in <head> while the page is shown: the address (with its token) goes in no
          Referer, whatever the server's headers say, and the page is not for search engines. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex, nofollow" />
      {tokenConForma(accessToken) ? <PaginaConToken key={accessToken} token={accessToken} /> : <NoDisponible />}
    </>
  );
}

function NoDisponible() {
  return (
    <MarcoPublico>
      <MensajeFinal titulo="Enlace no disponible" tono="info">
        <Parrafo>{msg.noDisponible}</Parrafo>
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
  const enMarco = (contenido: ReactNode) => (
    <MarcoPublico empresa={empresa?.nombre} color={empresa?.color} asistida={pagina?.asistida && pagina.estado !== 'finalizada'}>
      {contenido}
    </MarcoPublico>
  );

  if (gracias) {
    return enMarco(
      <MensajeFinal titulo={msg.gracias} tono="exito">
        <Parrafo>Tus respuestas se han enviado a {empresa?.nombre || 'la empresa'}.</Parrafo>
        <Parrafo>
          Qué pasa ahora: el equipo de selección revisará tus respuestas, con la ayuda de un resumen que prepara el asistente, y se pondrá
          en contacto contigo para contarte los siguientes pasos.
        </Parrafo>
        <Parrafo>Ya puedes cerrar esta página.</Parrafo>
      </MensajeFinal>,
    );
  }

  if (error && !pagina) {
    return enMarco(
      <MensajeFinal titulo={esDemasiadas(error) ? 'Demasiadas solicitudes' : 'No se pudo cargar la entrevista'} tono="info">
        <Parrafo>
          {esDemasiadas(error) ? mensajeDeError(error, msg.demasiadas) : mensajeDeError(error, 'Inténtalo de nuevo en unos segundos.')}
        </Parrafo>
        <Center>
          <Button colorPalette="brand" size="lg" onClick={() => void mutate()} loading={isValidating} loadingText="Cargando…">
            Reintentar
          </Button>
        </Center>
      </MensajeFinal>,
    );
  }

  if (isLoading || !pagina) {
    return enMarco(
      <Center py="16">
        <Stack align="center" gap="3" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Cargando la entrevista…</Text>
        </Stack>
      </Center>,
    );
  }

  if (pagina.estado === 'finalizada') {
    return enMarco(
      <MensajeFinal titulo={msg.finalizada} tono="exito">
        <Parrafo>{msg.finalizadaMensaje}</Parrafo>
      </MensajeFinal>,
    );
  }

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
          setErrorConsentimiento(e.message || msg.avisoCambiado);
          await mutate().catch(() => undefined);
        } else setErrorConsentimiento(mensajeDeError(e, 'No se pudo comenzar la entrevista. Inténtalo de nuevo.'));
      }
    };
    return enMarco(<Bienvenida key={pagina.aviso?.version} pagina={pagina} onComenzar={comenzar} error={errorConsentimiento} />);
  }

  return enMarco(<EntrevistaEnCurso token={token} pagina={pagina} onFinalizada={() => setGracias(true)} onFinal={alFinal} />);
}
