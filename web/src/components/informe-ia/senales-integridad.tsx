// The report's «Señales de integridad» (issue 53 item 7, D157, D158): the checks' summary, where a
// model's score and the checks disagree, and per answer each flag with its passage and what the
// candidate's page noted. Neutral words and neutral colours: facts for the person who reviews.
import { Blockquote, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA } from '@shared/schemas/informe';
import type { NivelTitulo } from './competencias';
import { ALCANCE_SENALES, datosSenales, TITULO_SENALES } from './integridad-datos';

interface SenalesIntegridadProps {
  informe: Pick<InformeIA, 'integridad'>;
  transcripcion?: readonly TurnoTranscripcion[] | null;
  nivelTitulos?: NivelTitulo;
  /** Without the per-answer detail (the review form: the summary and the disagreements only). */
  compacto?: boolean;
}

const h = (n: NivelTitulo) => `h${n}` as const;

export function SenalesIntegridad({ informe, transcripcion, nivelTitulos = 4, compacto = false }: SenalesIntegridadProps) {
  const d = datosSenales(informe, transcripcion);
  return (
    <Box data-testid="senales-integridad" aria-label={TITULO_SENALES} role="region">
      <Heading as={h(nivelTitulos)} size="sm" mb="1">
        {TITULO_SENALES}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {ALCANCE_SENALES}
      </Text>
      {d.sinComprobaciones ? (
        <Text fontSize="sm" color="fg.muted">
          Este informe se generó antes de las comprobaciones de integridad.
        </Text>
      ) : d.resumen.length ? (
        <List.Root fontSize="sm" ps="5" gap="1" aria-label="Resumen de las comprobaciones">
          {d.resumen.map((r) => (
            <List.Item key={r}>{r}.</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm">Ninguna comprobación ha marcado las respuestas.</Text>
      )}
      {d.discrepancias.length > 0 && (
        <Box mt="3" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="md" p="3" data-testid="discrepancias">
          <Text fontSize="sm" fontWeight="medium">
            La puntuación y las comprobaciones no coinciden
          </Text>
          <List.Root fontSize="sm" ps="5" gap="1" mt="1">
            {d.discrepancias.map((x) => (
              <List.Item key={x}>{x}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {!compacto && d.respuestas.length > 0 && (
        <Stack as="ol" gap="3" mt="3" aria-label="Señales por respuesta">
          {d.respuestas.map((r) => (
            <Box
              as="li"
              key={r.n}
              listStyleType="none"
              borderStartWidth="3px"
              borderColor={r.marcas.some((m) => m.deJuego) ? 'orange.solid' : 'border'}
              ps="3"
            >
              <Text fontSize="xs" color="fg.muted">
                Pregunta {r.n + 1}
              </Text>
              {r.marcas.map((m, i) => (
                <Box key={i} fontSize="sm" mt="1">
                  <Text>
                    <Text as="span" fontWeight="medium">
                      {m.etiqueta}.
                    </Text>{' '}
                    {m.detalle}
                  </Text>
                  {m.pasaje && (
                    <Blockquote.Root variant="plain" mt="1" ps="3" borderStartWidth="2px" borderColor="border">
                      <Blockquote.Content>
                        <Text fontSize="sm" color="fg.muted" fontStyle="italic" whiteSpace="pre-wrap">
                          «{m.pasaje}»
                        </Text>
                      </Blockquote.Content>
                    </Blockquote.Root>
                  )}
                </Box>
              ))}
              {r.senales && (
                <Text fontSize="sm" mt="1" color={r.senalesNotables ? undefined : 'fg.muted'}>
                  {r.senales}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {d.version && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          Comprobaciones con reglas fijas ({d.version}), iguales para el analizador y para los modelos de lenguaje. La página del candidato
          anota solo el texto pegado, las salidas de la página y el tiempo en pantalla.
        </Text>
      )}
    </Box>
  );
}
