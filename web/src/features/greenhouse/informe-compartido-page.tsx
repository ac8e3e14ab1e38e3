// The report behind the link Talentia answers to Greenhouse (`partner_profile_url`; D146):
// /informe-compartido#token=…. A recruiter opens it from the candidate's profile in Greenhouse, without
// a Talentia account: the reviewed report, read-only — the AI's report as the company's screens show
// it, the person's review and the transcript — and «Descargar PDF», the same PDF the Informes screen
// makes. The token comes in the fragment (never sent to a server or written to a log) and leaves the
// address bar at once; the page sends it in a request's body. A dead link says so, and where to go.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Button, Container, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { greenhouse as msg } from '@shared/messages';
import type { InformeCompartido } from '@shared/schemas/greenhouse';
import { autorInforme } from '@shared/schemas/informe';
import { BrandLogo } from '../../components/brand-logo';
import { DownloadIcon } from '../../components/icons';
import { evidenciaDelInforme } from '../../components/informe-ia/formato';
import { InformeIAVista } from '../../components/informe-ia/informe-ia';
import { RevisionVista } from '../../components/informe-ia/revision-vista';
import { ConAnclasDeTranscripcion, TranscripcionVista } from '../../components/informe-ia/transcripcion';
import { Seccion } from '../../components/seccion';
import { llamar } from '../../lib/api-rutas';
import { mensajeDeError } from '../../lib/form-errors';
import { formatFecha, textoFechaEntrevista } from '../../lib/format';
import { useAccion } from '../../lib/use-accion';

/** The token of a `#token=…` fragment, or '' when there is none. */
export function tokenDelFragmento(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

type Estado = { fase: 'cargando' } | { fase: 'listo'; datos: InformeCompartido } | { fase: 'error'; texto: string };

export function InformeCompartidoPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenDelFragmento(location.hash));
  const [estado, setEstado] = useState<Estado>(token ? { fase: 'cargando' } : { fase: 'error', texto: msg.enlaceInvalido });
  const descarga = useAccion({ fallo: 'No se pudo descargar el PDF del informe' });

  // The token stays in this screen only: not in the address bar, the history or a bookmark.
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!token) return undefined;
    let vigente = true;
    llamar('POST /api/greenhouse/informe', { body: { token } }).then(
      ({ data }) => vigente && setEstado({ fase: 'listo', datos: data as InformeCompartido }),
      (error: unknown) => vigente && setEstado({ fase: 'error', texto: mensajeDeError(error, msg.enlaceInvalido) }),
    );
    return () => {
      vigente = false;
    };
  }, [token]);

  const descargar = (datos: InformeCompartido) =>
    descarga.ejecutar(async () => {
      const { descargarInformePdf } = await import('../../components/informe-ia/pdf');
      await descargarInformePdf(datos.entrevista, { empresa: datos.empresa });
    });

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" py="3">
        <Container maxW="7xl">
          <BrandLogo />
        </Container>
      </Box>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        {estado.fase === 'cargando' ? (
          <HStack gap="3" justify="center" py="16" role="status">
            <Spinner size="sm" color="brand.solid" />
            <Text color="fg.muted">Abriendo el informe…</Text>
          </HStack>
        ) : estado.fase === 'error' ? (
          <Stack gap="4" maxW="2xl" mx="auto">
            <Heading as="h1" size="xl">
              Informe de la entrevista
            </Heading>
            <Alert.Root status="warning" rounded="md" role="alert">
              <Alert.Indicator />
              <Alert.Description>{estado.texto}</Alert.Description>
            </Alert.Root>
            <Box>
              {/* The sign-in page is its own document (D86): a plain link loads it. */}
              <Button asChild colorPalette="brand">
                <a href="/login">Entrar en Talentia</a>
              </Button>
            </Box>
          </Stack>
        ) : (
          <Informe datos={estado.datos} descargando={descarga.enviando} onDescargar={() => void descargar(estado.datos)} />
        )}
      </Container>
    </Box>
  );
}

function Informe({ datos, descargando, onDescargar }: { datos: InformeCompartido; descargando: boolean; onDescargar: () => void }) {
  const e = datos.entrevista;
  const informe = e.informeIA;
  return (
    // The report's flags link to the transcript's questions below them (issue 64).
    <ConAnclasDeTranscripcion>
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {datos.empresa}
            </Text>
            <Heading as="h1" size="2xl">
              Informe de {e.candidatoNombre}
            </Heading>
            <Text color="fg.muted">
              {e.servicioNombre} · {textoFechaEntrevista(e) ?? '—'}
            </Text>
          </Stack>
          <Button colorPalette="brand" onClick={onDescargar} loading={descargando} loadingText="Preparando PDF..." flexShrink="0">
            <DownloadIcon />
            Descargar PDF
          </Button>
        </Flex>
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Enlace de solo lectura para quien revisa la candidatura en Greenhouse. Caduca el {formatFecha(datos.expiraEn) ?? '—'}; después,
            el informe sigue en Talentia para los usuarios de la empresa.
          </Alert.Description>
        </Alert.Root>
        {informe && (
          <Seccion titulo={`Informe ${autorInforme(informe.procedencia.metodo)}`} enTarjeta>
            <InformeIAVista informe={informe} nivelTitulos={3} rubrica={e.rubrica} transcripcion={e.transcripcion} />
          </Seccion>
        )}
        {e.validacion && (
          <Seccion
            titulo="Revisión"
            descripcion={`La decisión de una persona; el informe ${autorInforme(informe?.procedencia.metodo)} se conserva tal como se generó.`}
            enTarjeta
          >
            <RevisionVista validacion={e.validacion} informe={informe} />
          </Seccion>
        )}
        <Seccion titulo="Transcripción" descripcion="Las citas que el informe usa como evidencia aparecen resaltadas." enTarjeta>
          <TranscripcionVista transcripcion={e.transcripcion} evidencia={informe ? evidenciaDelInforme(informe) : []} />
        </Seccion>
      </Stack>
    </ConAnclasDeTranscripcion>
  );
}
