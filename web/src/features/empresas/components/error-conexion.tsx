// The connection error panel of the companies screen (part 1 §2.7, §8.4): the list could not be
// loaded; the user can try again.
import { Box, Button, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { empresas as msgEmpresas, transporte } from '@shared/messages';
import { CloudOffIcon, RefreshIcon } from '../../../components/icons';

interface ErrorConexionProps {
  /** The transport or server text of the failure, shown small under the explanation. */
  detalle?: string;
  reintentando: boolean;
  onReintentar: () => void;
}

export function ErrorConexion({ detalle, reintentando, onReintentar }: ErrorConexionProps) {
  return (
    <Card.Root variant="outline" bg="bg" borderColor="red.muted" role="alert">
      <Card.Body>
        <VStack gap="4" py="8" px={{ base: '2', md: '10' }} textAlign="center">
          <Box p="3" rounded="full" bg="red.subtle" color="red.fg">
            <CloudOffIcon boxSize="8" />
          </Box>
          <Heading as="h2" size="lg">
            {transporte.conexion}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {msgEmpresas.cargaFallida}
          </Text>
          {detalle && detalle !== transporte.conexion && (
            <Text fontSize="sm" color="fg.subtle">
              Detalle: {detalle}
            </Text>
          )}
          <Button colorPalette="red" variant="outline" onClick={onReintentar} loading={reintentando} loadingText="Conectando...">
            <RefreshIcon />
            {msgEmpresas.reintentarConexion}
          </Button>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}
