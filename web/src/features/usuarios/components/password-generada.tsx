// The initial password the server generated for a new user, shown once with a copy button: the
// server keeps no readable copy, so this is the only chance to pass it on.
import { Alert, Clipboard, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';

interface PasswordGeneradaProps {
  password: string;
  nombre: string;
  email: string;
}

export function PasswordGenerada({ password, nombre, email }: PasswordGeneradaProps) {
  return (
    <Stack gap="4">
      <Text>
        Comparte esta contraseña con <strong>{nombre}</strong> ({email}) para su primer acceso.
      </Text>
      <Clipboard.Root value={password}>
        <Clipboard.Label srOnly>Contraseña generada</Clipboard.Label>
        <InputGroup
          endElementProps={{ paddingInlineEnd: '1' }}
          endElement={
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label="Copiar contraseña">
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          }
        >
          <Clipboard.Input asChild>
            <Input readOnly fontFamily="mono" fontSize="lg" letterSpacing="wide" />
          </Clipboard.Input>
        </InputGroup>
      </Clipboard.Root>
      <Alert.Root status="warning" size="sm" rounded="md">
        <Alert.Indicator />
        <Alert.Title>No se volverá a mostrar: cópiala antes de cerrar.</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
