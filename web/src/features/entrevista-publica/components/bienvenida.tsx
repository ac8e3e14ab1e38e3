// The first screen of the candidate's link (issue 12 §1): who invites, for what, how long and when;
// how the interview works; the AI notice and the privacy notice in full; and an explicit consent.
// Nothing is recorded before the candidate ticks the box and starts: the consent (its time and the
// notice's version) is stored by the server before any question is shown.
import { Fragment, useId, useState } from 'react';
import { Alert, Box, Button, Card, Checkbox, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatFechaHoraCompleta, zonaValida } from '@shared/fechas';
import type { PaginaEntrevista } from '../api/entrevista-publica';

interface BienvenidaProps {
  pagina: PaginaEntrevista;
  /** Sends the consent; resolves once the interview can start. */
  onComenzar: (version: string) => Promise<void>;
  /** A refusal of the last try (shown above the button). */
  error?: string | null;
}

/** The scheduled date in the zone it was scheduled in, and that zone's name. */
export function fechaPrevista(fecha: string | null, zona: string | null): string | undefined {
  const valida = zonaValida(zona ?? undefined) ? (zona ?? undefined) : undefined;
  const texto = formatFechaHoraCompleta(fecha, valida);
  if (!texto) return undefined;
  return valida ? `${texto} (hora de ${valida.replace(/_/g, ' ')})` : texto;
}

export function Bienvenida({ pagina, onComenzar, error }: BienvenidaProps) {
  const [acepto, setAcepto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const idIa = useId();
  const idPrivacidad = useId();
  const empresa = pagina.empresa.nombre;
  const fecha = fechaPrevista(pagina.fechaProgramada, pagina.zonaHoraria);
  const aviso = pagina.aviso;

  const comenzar = async () => {
    if (!aviso || !acepto) return;
    setEnviando(true);
    try {
      await onComenzar(aviso.version);
    } finally {
      setEnviando(false);
    }
  };

  const datos: Array<[string, string]> = [];
  if (pagina.puesto) datos.push(['Puesto', pagina.puesto]);
  if (pagina.servicio) datos.push(['Tipo de entrevista', pagina.servicio.nombre]);
  if (pagina.duracionEstimada) datos.push(['Duración estimada', `${pagina.duracionEstimada} minutos`]);
  if (fecha) datos.push(['Fecha prevista', fecha]);

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Entrevista con {empresa}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {pagina.candidatoNombre ? `Hola, ${pagina.candidatoNombre}. ` : ''}
          {empresa} te invita a responder esta entrevista desde tu dispositivo, cuando te venga bien.
        </Text>
      </Stack>

      {datos.length > 0 && (
        <Card.Root variant="outline" bg="bg">
          <Card.Body p={{ base: '4', md: '5' }}>
            <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(10rem, auto) 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
              {datos.map(([etiqueta, valor]) => (
                <Fragment key={etiqueta}>
                  <Box as="dt" color="fg.muted" fontSize="sm" pt={{ sm: '0.5' }} _notFirst={{ mt: { base: '3', sm: '0' } }}>
                    {etiqueta}
                  </Box>
                  <Box as="dd" fontWeight="medium" m="0">
                    {valor}
                  </Box>
                </Fragment>
              ))}
            </Grid>
            {pagina.servicio?.descripcion && (
              <Text mt="4" color="fg.muted" fontSize="sm">
                {pagina.servicio.descripcion}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}

      <Box as="section" aria-labelledby={`${idIa}-como`}>
        <Heading as="h2" size="lg" mb="3" id={`${idIa}-como`}>
          Cómo funciona
        </Heading>
        <List.Root gap="2" ps="5">
          <List.Item>Verás una pregunta cada vez y responderás por escrito, con tus palabras.</List.Item>
          <List.Item>
            Tus respuestas se guardan solas mientras escribes. Si se corta la conexión o cierras la página, abre de nuevo este enlace y
            seguirás donde lo dejaste.
          </List.Item>
          <List.Item>Puedes volver a preguntas anteriores y revisarlo todo antes de finalizar.</List.Item>
          {pagina.duracionEstimada ? <List.Item>Calcula unos {pagina.duracionEstimada} minutos en un lugar tranquilo.</List.Item> : null}
        </List.Root>
      </Box>

      {aviso ? (
        <>
          <Box as="section" aria-labelledby={idIa}>
            <Heading as="h2" size="lg" mb="3" id={idIa}>
              Uso de inteligencia artificial
            </Heading>
            <Stack gap="3">
              {aviso.ia.map((parrafo) => (
                <Text key={parrafo}>{parrafo}</Text>
              ))}
            </Stack>
          </Box>
          <Box as="section" aria-labelledby={idPrivacidad}>
            <Heading as="h2" size="lg" mb="3" id={idPrivacidad}>
              Privacidad
            </Heading>
            <Stack gap="3">
              {aviso.privacidad.map((parrafo) => (
                <Text key={parrafo}>{parrafo}</Text>
              ))}
            </Stack>
            <Text mt="3" fontSize="sm" color="fg.muted">
              Versión del aviso: {aviso.version}
            </Text>
          </Box>

          <Card.Root variant="subtle" bg="brand.subtle">
            <Card.Body p={{ base: '4', md: '5' }}>
              <Stack gap="4">
                <Checkbox.Root
                  checked={acepto}
                  onCheckedChange={(e) => setAcepto(e.checked === true)}
                  colorPalette="brand"
                  size="lg"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="medium" fontSize="md">
                    {pagina.asistida
                      ? 'He leído al candidato el aviso sobre inteligencia artificial y el aviso de privacidad, y acepta participar en esta entrevista.'
                      : 'He leído el aviso sobre inteligencia artificial y el aviso de privacidad, y acepto participar en esta entrevista.'}
                  </Checkbox.Label>
                </Checkbox.Root>
                {error && (
                  <Alert.Root status="error" rounded="md" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                <Button
                  colorPalette="brand"
                  size="xl"
                  width={{ base: 'full', sm: 'auto' }}
                  alignSelf={{ sm: 'flex-start' }}
                  disabled={!acepto}
                  loading={enviando}
                  loadingText="Comenzando…"
                  onClick={() => void comenzar()}
                >
                  Comenzar la entrevista
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        </>
      ) : (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>No se pudo cargar el aviso de la entrevista. Vuelve a abrir el enlace más tarde.</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
