// The report's «Señales de integridad» (issue 53 item 7, D157, D158): the checks' summary, how relevance
// was decided (issue 64: by words or by meaning), where a model's score and the checks disagree, and per
// answer each flag with its passage and what the candidate's page noted. An answer that seems to answer
// another question names it, with its words and, where the transcript is on the same screen, «Ver
// pregunta N». Neutral words and neutral colours: facts for the person who reviews; an answer's edge is
// marked only by a flag that points at it (esMarcaSenalada), not by one that describes it (another
// language, a generic answer).
import { Blockquote, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA } from '@shared/schemas/informe';
import type { NivelTitulo } from './competencias';
import { ALCANCE_SENALES, datosSenales, type OtraPregunta, TITULO_SENALES } from './integridad-datos';
import { EnlacePregunta } from './transcripcion';

interface SenalesIntegridadProps {
  informe: Pick<InformeIA, 'integridad'>;
  transcripcion?: readonly TurnoTranscripcion[] | null;
  nivelTitulos?: NivelTitulo;
  /** Without the per-answer detail (the review form: the summary and the disagreements only). */
  compacto?: boolean;
}

const h = (n: NivelTitulo) => `h${n}` as const;

/** «Parece responder a la pregunta 7: Cuéntame…» and, with the transcript on screen, its link. */
function LineaOtraPregunta({ otra }: { otra: OtraPregunta }) {
  return (
    <Text fontSize="sm" mt="1" data-testid="otra-pregunta">
      {otra.linea}
      {/[.?!…]$/.test(otra.linea) ? '' : '.'} <EnlacePregunta n={otra.n} />
    </Text>
  );
}

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
      {compacto &&
        // The form says which answers seem to answer another question, and takes the reviewer to it.
        d.respuestas.flatMap((r) =>
          r.marcas.flatMap((m) =>
            m.otraPregunta ? (
              <Text key={`${r.n}-${m.otraPregunta.n}`} fontSize="sm" mt="1" data-testid="otra-pregunta">
                La respuesta a la pregunta {r.n + 1} parece responder a la pregunta {m.otraPregunta.n + 1}.{' '}
                <EnlacePregunta n={m.otraPregunta.n} />
              </Text>
            ) : (
              []
            ),
          ),
        )}
      {compacto &&
        // … and which were pasted whole or nearly whole (issue 65 item 3), with the way to the answer.
        d.respuestas.flatMap((r) =>
          r.pegadaEntera ? (
            <Text key={`pegada-${r.n}`} fontSize="sm" mt="1" data-testid="pegada-entera">
              La respuesta a la pregunta {r.n + 1} se pegó entera o casi. <EnlacePregunta n={r.n} />
            </Text>
          ) : (
            []
          ),
        )}
      {!compacto && d.metodo && (
        <Text fontSize="xs" color="fg.muted" mt="2" data-testid="metodo-pertinencia">
          {d.metodo}
        </Text>
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
              borderColor={r.marcas.some((m) => m.deJuego) || r.pegadaEntera ? 'orange.solid' : 'border'}
              data-senalada={r.marcas.some((m) => m.deJuego) || !!r.pegadaEntera || undefined}
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
                  {m.otraPregunta && <LineaOtraPregunta otra={m.otraPregunta} />}
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
              {r.pegadaEntera && (
                <Text fontSize="sm" mt="1" fontWeight="medium" data-testid="pegada-entera">
                  {r.pegadaEntera}.
                </Text>
              )}
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
