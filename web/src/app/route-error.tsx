// Shown when a screen throws while rendering (spec part 1 §8.2 "Error inesperado").
import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { useRouteError } from 'react-router';
import { fmt, login } from '@shared/messages';

export function RouteError() {
  const error = useRouteError();
  const detalle = error instanceof Error ? error.message : String(error);
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" maxW="lg" width="full">
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{fmt(login.errorInesperado, { detalle })}</Alert.Title>
        </Alert.Root>
        <Button colorPalette="brand" onClick={() => window.location.assign('/dashboard')}>
          Volver al inicio
        </Button>
      </Stack>
    </Center>
  );
}
