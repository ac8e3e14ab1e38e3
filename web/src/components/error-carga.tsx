// The panel a list shows when it cannot load: the reason and 'Reintentar'.
import { Alert, Button } from '@chakra-ui/react';
import { RefreshIcon } from './icons';

export function ErrorCarga({ mensaje, onRetry }: { mensaje: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{mensaje}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshIcon />
        Reintentar
      </Button>
    </Alert.Root>
  );
}
