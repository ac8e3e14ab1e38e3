// The red notice a form, a dialog or a panel shows under its fields when the server refused or a
// read failed: the message as the alert's title, nothing at all while there is none. The caller's
// props (a margin, role="alert" where the notice must be announced) go to the alert's root.
import { Alert } from '@chakra-ui/react';

interface AvisoErrorProps extends Omit<Alert.RootProps, 'status'> {
  mensaje: string | null | undefined;
}

export function AvisoError({ mensaje, ...root }: AvisoErrorProps) {
  if (!mensaje) return null;
  return (
    <Alert.Root status="error" rounded="md" {...root}>
      <Alert.Indicator />
      <Alert.Title>{mensaje}</Alert.Title>
    </Alert.Root>
  );
}
