// The last step before finishing (issue 12 §2): every question with its answer, the unanswered and
// the short ones marked (D82: «Sin responder», «Respuesta breve» — fewer than
// ENTREVISTAS.palabrasRespuestaBreve words), listed first with a way to each, a way back to any
// question, and "Finalizar entrevista" behind a confirmation that says the answers cannot be changed
// afterwards and how many are unanswered or short.
import { type RefObject, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Dialog, HStack, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { ENTREVISTAS } from '@shared/constants';
import { publico as msg } from '@shared/messages';
import type { PreguntaPublica } from '../api/entrevista-publica';
import type { EstadoGuardado } from '../use-autoguardado';

interface RevisionProps {
  preguntas: readonly PreguntaPublica[];
  textos: Record<number, string>;
  estados: Record<number, EstadoGuardado | undefined>;
  tituloRef: RefObject<HTMLHeadingElement | null>;
  finalizando: boolean;
  error?: string | null;
  onIrA: (indice: number) => void;
  onVolver: () => void;
  onFinalizar: () => Promise<boolean>;
}

export const respondida = (texto: string | undefined) => !!texto?.trim();

/** Words of an answer: runs of text between spaces with a letter or a digit (a lone dash is no word). */
export const palabrasDe = (texto: string | undefined) => (texto?.trim().split(/\s+/) ?? []).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const MIN_PALABRAS = ENTREVISTAS.palabrasRespuestaBreve;
/** Answered, but in fewer than ENTREVISTAS.palabrasRespuestaBreve words. */
export const breve = (texto: string | undefined) => respondida(texto) && palabrasDe(texto) < MIN_PALABRAS;

const REVISAR_BREVE = `Tiene menos de ${MIN_PALABRAS} palabras. Si quieres, amplíala con un ejemplo concreto o un resultado.`;

export function Revision({ preguntas, textos, estados, tituloRef, finalizando, error, onIrA, onVolver, onFinalizar }: RevisionProps) {
  const [confirmar, setConfirmar] = useState(false);
  const total = preguntas.length;
  const hechas = preguntas.filter((p) => respondida(textos[p.n])).length;
  const sinResponder = total - hechas;
  // What to look at before finishing, in order: each with its way back to the question.
  const marcadas = preguntas.flatMap((p, i) =>
    !respondida(textos[p.n]) ? [{ i, marca: 'Sin responder' }] : breve(textos[p.n]) ? [{ i, marca: 'Respuesta breve' }] : [],
  );
  const breves = marcadas.filter((m) => m.marca === 'Respuesta breve').length;

  // A refusal closes the dialog: the review shows it, with the answers it concerns.
  const finalizar = async () => {
    if (await onFinalizar()) return;
    setConfirmar(false);
  };

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} ref={tituloRef} tabIndex={-1} outline="none">
          Revisa tus respuestas
        </Heading>
        <Text color="fg.muted">
          Has respondido {hechas} de {total} {total === 1 ? 'pregunta' : 'preguntas'}. Puedes volver a cualquiera para cambiarla; cuando
          finalices ya no podrás hacerlo.
        </Text>
      </Stack>

      {hechas > 0 && marcadas.length > 0 && (
        <Box
          as="section"
          aria-labelledby="revision-marcadas"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="md"
          p="4"
        >
          <Heading as="h2" id="revision-marcadas" size="sm" mb="1">
            Antes de finalizar, revisa {marcadas.length === 1 ? 'esta pregunta' : `estas ${marcadas.length} preguntas`}
          </Heading>
          {breves > 0 && (
            <Text fontSize="sm" color="fg" mb="2">
              «Respuesta breve»: menos de {MIN_PALABRAS} palabras.
            </Text>
          )}
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {marcadas.map(({ i, marca }) => (
              <li key={i}>
                <Button
                  variant="plain"
                  colorPalette="brand"
                  size="md"
                  px="0"
                  minH="11"
                  h="auto"
                  textDecoration="underline"
                  whiteSpace="normal"
                  textAlign="start"
                  onClick={() => onIrA(i)}
                  data-testid="revision-marcada"
                >
                  Pregunta {i + 1}: {marca.toLowerCase()}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      )}

      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {preguntas.map((p, i) => {
          const texto = textos[p.n];
          const hecha = respondida(texto);
          const corta = breve(texto);
          const fallo = estados[p.n] === 'error';
          return (
            <Card.Root as="li" key={p.n} variant="outline" bg="bg" data-testid="revision-pregunta">
              <Card.Body p={{ base: '4', md: '5' }} gap="2">
                <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                    Pregunta {i + 1} · {p.fase}
                  </Text>
                  {!hecha && (
                    <Badge colorPalette="orange" variant="subtle">
                      Sin responder
                    </Badge>
                  )}
                  {corta && (
                    <Badge colorPalette="orange" variant="subtle">
                      Respuesta breve
                    </Badge>
                  )}
                  {fallo && (
                    <Badge colorPalette="red" variant="subtle">
                      Sin guardar
                    </Badge>
                  )}
                </HStack>
                <Text fontWeight="semibold" whiteSpace="pre-line">
                  {p.texto}
                </Text>
                {hecha && (
                  <Text whiteSpace="pre-wrap" color="fg" borderStartWidth="3px" borderColor="brand.muted" ps="3" lineClamp={6}>
                    {texto}
                  </Text>
                )}
                {corta && (
                  <Text fontSize="sm" color="fg.muted">
                    {REVISAR_BREVE}
                  </Text>
                )}
                <Box>
                  <Button
                    variant="outline"
                    size="md"
                    colorPalette="brand"
                    onClick={() => onIrA(i)}
                    aria-label={
                      !hecha
                        ? `Responder la pregunta ${i + 1}`
                        : corta
                          ? `Ampliar respuesta a la pregunta ${i + 1}`
                          : `Cambiar respuesta a la pregunta ${i + 1}`
                    }
                  >
                    {!hecha ? 'Responder' : corta ? 'Ampliar respuesta' : 'Cambiar respuesta'}
                  </Button>
                </Box>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>

      {error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {hechas === 0 && (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{msg.sinRespuestas}</Alert.Title>
        </Alert.Root>
      )}

      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" size="xl" onClick={onVolver} width={{ base: 'full', sm: 'auto' }}>
          Volver a las preguntas
        </Button>
        <Button
          colorPalette="brand"
          size="xl"
          onClick={() => setConfirmar(true)}
          disabled={hechas === 0}
          width={{ base: 'full', sm: 'auto' }}
        >
          Finalizar entrevista
        </Button>
      </Stack>

      {confirmar && (
        <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !finalizando && setConfirmar(false)} placement="center">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner px="4">
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>¿Finalizar la entrevista?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description asChild>
                    <Stack gap="2">
                      <Text>Enviarás tus respuestas a la empresa y no podrás cambiar las respuestas después.</Text>
                      {sinResponder > 0 && (
                        <Text fontWeight="semibold">
                          {sinResponder === 1 ? 'Queda 1 pregunta sin responder.' : `Quedan ${sinResponder} preguntas sin responder.`}
                        </Text>
                      )}
                      {breves > 0 && (
                        <Text fontWeight="semibold">
                          {breves === 1
                            ? `Hay 1 respuesta breve (menos de ${MIN_PALABRAS} palabras).`
                            : `Hay ${breves} respuestas breves (menos de ${MIN_PALABRAS} palabras).`}
                        </Text>
                      )}
                    </Stack>
                  </Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch" gap="3">
                  <Button variant="outline" size="lg" onClick={() => setConfirmar(false)} disabled={finalizando}>
                    Seguir revisando
                  </Button>
                  <Button colorPalette="brand" size="lg" onClick={() => void finalizar()} loading={finalizando} loadingText="Enviando…">
                    Sí, finalizar
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </Stack>
  );
}
