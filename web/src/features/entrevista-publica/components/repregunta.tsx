// The interviewer's follow-up (issue 12): after a question, when the company has an OpenAI or Claude
// key, the AI may ask one short question about the answer. It is optional: the candidate answers it
// ("Continuar" saves it with the answer it follows) or skips it ("Omitir"). While it is being
// prepared the page says so.
import { type RefObject, useId, useState } from 'react';
import { Alert, Box, Button, Field, HStack, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITES_PUBLICO } from '@shared/schemas/publico';

interface RepreguntaProps {
  /** The question the follow-up is about, and where it is ('Pregunta 2 de 8'). */
  pregunta: string;
  posicion: string;
  repregunta: string;
  /** A saved answer to it (a reload, or coming back to the question). */
  respuestaInicial: string;
  tituloRef: RefObject<HTMLHeadingElement | null>;
  guardando: boolean;
  error: string | null;
  onContinuar: (respuesta: string) => void;
  onOmitir: () => void;
}

const formatoNumero = new Intl.NumberFormat('es-ES');

export function Repregunta(props: RepreguntaProps) {
  const { pregunta, posicion, repregunta, respuestaInicial, tituloRef, guardando, error } = props;
  const [respuesta, setRespuesta] = useState(respuestaInicial);
  const idAyuda = useId();
  const idContador = useId();
  const max = LIMITES_PUBLICO.respuestaMax;

  return (
    <Stack
      as="form"
      gap={{ base: '5', md: '6' }}
      onSubmit={(e) => {
        e.preventDefault();
        props.onContinuar(respuesta);
      }}
    >
      <Stack gap="2">
        <Heading as="h1" size="md" ref={tituloRef} tabIndex={-1} outline="none">
          Pregunta de seguimiento
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Sobre tu respuesta a la {posicion.toLowerCase()}: «{pregunta}»
        </Text>
      </Stack>

      <Field.Root>
        <Field.Label fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" lineHeight="short" mb="2">
          {repregunta}
        </Field.Label>
        <Textarea
          value={respuesta}
          onChange={(e) => setRespuesta(e.target.value)}
          maxLength={max}
          rows={5}
          autoresize
          minH="32"
          maxH="50vh"
          size="lg"
          bg="bg"
          placeholder="Escribe aquí tu respuesta"
          aria-describedby={`${idAyuda} ${idContador}`}
        />
        <HStack justify="space-between" width="full" mt="1" gap="3" align="flex-start">
          <Text id={idAyuda} fontSize="sm" color="fg.muted">
            Es opcional: si no tienes nada que añadir, puedes omitirla.
          </Text>
          <Text id={idContador} fontSize="sm" color="fg.muted" flexShrink={0}>
            {formatoNumero.format(respuesta.length)} / {formatoNumero.format(max)}
            <Text as="span" srOnly>
              {' '}
              caracteres
            </Text>
          </Text>
        </HStack>
      </Field.Root>

      {error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}

      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" size="xl" onClick={props.onOmitir} disabled={guardando} width={{ base: 'full', sm: 'auto' }}>
          Omitir
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          loading={guardando}
          loadingText="Guardando…"
          width={{ base: 'full', sm: 'auto' }}
        >
          Continuar
        </Button>
      </Stack>
    </Stack>
  );
}

/** While the server asks the AI for a follow-up (a few seconds at most). */
export function PreparandoRepregunta({ tituloRef }: { tituloRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <Box role="status" aria-live="polite" py="10">
      <HStack justify="center" gap="3">
        <Spinner size="md" color="brand.solid" />
        <Heading as="h1" size="md" ref={tituloRef} tabIndex={-1} outline="none">
          Preparando una pregunta de seguimiento…
        </Heading>
      </HStack>
    </Box>
  );
}
