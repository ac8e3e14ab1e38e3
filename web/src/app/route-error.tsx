// Shown when a screen throws while rendering or its code cannot be downloaded (spec part 1 §8.2
// "Error inesperado"). Going to another address clears it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { fmt, login } from '@shared/messages';

export function RouteError({ error }: { error: unknown }) {
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

class Limite extends Component<{ ruta: string; children: ReactNode }, { error: unknown; ruta: string | null }> {
  override state: { error: unknown; ruta: string | null } = { error: null, ruta: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Error desconocido') };
  }

  static getDerivedStateFromProps(props: { ruta: string }, state: { error: unknown; ruta: string | null }) {
    // The error belongs to the address where it happened: another address starts clean.
    if (state.error && state.ruta !== null && state.ruta !== props.ruta) return { error: null, ruta: props.ruta };
    return { ruta: props.ruta };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error inesperado en la pantalla', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The app's error boundary: the 'Error inesperado' screen until the address changes. */
export function LimiteErrores({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Limite ruta={pathname}>{children}</Limite>;
}
