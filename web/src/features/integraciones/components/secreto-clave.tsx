// A new API key's secret, shown once with a copy button: the server keeps only its hash, so this is
// the only time anyone can read it.
import { Alert, Clipboard, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';

export function SecretoClave({ secreto, nombre }: { secreto: string; nombre: string }) {
  return (
    <Stack gap="4">
      <Text>
        Esta es la clave <strong>{nombre}</strong>. Guárdala en el gestor de secretos de tu integración (o pégala en Greenhouse).
      </Text>
      <Clipboard.Root value={secreto}>
        <Clipboard.Label srOnly>Clave de API</Clipboard.Label>
        <InputGroup
          endElementProps={{ paddingInlineEnd: '1' }}
          endElement={
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label="Copiar la clave">
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          }
        >
          <Clipboard.Input asChild>
            <Input readOnly fontFamily="mono" fontSize="sm" data-testid="secreto-clave" />
          </Clipboard.Input>
        </InputGroup>
      </Clipboard.Root>
      <Alert.Root status="warning" size="sm" rounded="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se volverá a mostrar: cópiala antes de cerrar.</Alert.Title>
          <Alert.Description>
            Quien tenga la clave actúa en nombre de tu empresa con sus permisos. Si se pierde o se expone, revócala y crea otra.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
