// The one panel a screen shows when what it lists cannot be loaded (spec part 1 §2.7, §8): what
// failed, why (the transport or server text, when it adds something), and a way to try again.
import { Box, Button, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { ApiError } from '../lib/api-client';
import { CloudOffIcon, RefreshIcon } from './icons';

interface ErrorCargaProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar las áreas'. */
  titulo: string;
  /** A longer explanation under the title. */
  descripcion?: string;
  /** The failure: its Spanish text is shown as the detail when it differs from the title. */
  error?: unknown;
  reintentando?: boolean;
  textoReintentar?: string;
  onReintentar: () => void;
}

export function ErrorCarga({
  titulo,
  descripcion,
  error,
  reintentando = false,
  textoReintentar = 'Reintentar',
  onReintentar,
}: ErrorCargaProps) {
  const detalle = error instanceof ApiError && error.message && error.message !== titulo ? error.message : undefined;
  return (
    <Card.Root variant="outline" bg="bg" borderColor="red.muted" role="alert">
      <Card.Body>
        <VStack gap="3" py={{ base: '4', md: '6' }} px={{ base: '1', md: '8' }} textAlign="center">
          <Box p="3" rounded="full" bg="red.subtle" color="red.fg" aria-hidden>
            <CloudOffIcon boxSize="7" />
          </Box>
          <Heading as="h2" size="md">
            {titulo}
          </Heading>
          {descripcion && (
            <Text color="fg.muted" maxW="xl">
              {descripcion}
            </Text>
          )}
          {detalle && (
            <Text fontSize="sm" color="fg.muted">
              Detalle: {detalle}
            </Text>
          )}
          <Button colorPalette="red" variant="outline" onClick={onReintentar} loading={reintentando} loadingText="Conectando...">
            <RefreshIcon />
            {textoReintentar}
          </Button>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}
