// Welcome banner (spec part 1 §2.4): shown when the user's previous access was under 24 hours ago;
// it can be dismissed.
import { useState } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { TIEMPOS } from '@shared/constants';

/** Whether `ultimoAcceso` (the previous access) lies within the last 24 hours. */
export function mostrarBienvenida(ultimoAcceso: string | null | undefined, ahora = Date.now()): boolean {
  if (!ultimoAcceso) return false;
  const t = new Date(ultimoAcceso).getTime();
  if (Number.isNaN(t)) return false;
  const diff = ahora - t;
  return diff >= 0 && diff < TIEMPOS.welcomeBannerThresholdMs;
}

export function BannerBienvenida({ nombre, ultimoAcceso }: { nombre: string; ultimoAcceso?: string | null }) {
  const [visible, setVisible] = useState(() => mostrarBienvenida(ultimoAcceso));
  if (!visible) return null;
  return (
    <Alert.Root status="info" colorPalette="brand" variant="subtle" mb="6" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Bienvenido de nuevo, {nombre}</Alert.Title>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Cerrar aviso" onClick={() => setVisible(false)} />
    </Alert.Root>
  );
}
