// Welcome banner (spec part 1 §2.4): shown when the user's previous access was under 24 hours ago;
// it can be dismissed. One greeting at a time (D126): right after a sign-in the sign-in's
// own welcome (its toast) greets, so the banner is not shown for that access; a dismissed banner
// stays dismissed for that access across reloads (this browser remembers which access it closed).
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

const CERRADA = 'talentia.bienvenida.cerrada.';

function cerradaPara(usuarioId: string): string | null {
  try {
    return window.localStorage.getItem(CERRADA + usuarioId);
  } catch {
    return null;
  }
}

/** Remembers that the banner for this access (the previous access's instant) is done with. */
export function cerrarBienvenida(usuarioId: string, ultimoAcceso: string | null | undefined): void {
  if (!ultimoAcceso) return;
  try {
    window.localStorage.setItem(CERRADA + usuarioId, ultimoAcceso);
  } catch {
    /* storage off: it shows again on the next load */
  }
}

export function BannerBienvenida({
  usuarioId,
  nombre,
  ultimoAcceso,
  saludado = false,
}: {
  usuarioId: string;
  nombre: string;
  ultimoAcceso?: string | null;
  /** The sign-in has just greeted (its toast): no second welcome for this access. */
  saludado?: boolean;
}) {
  const [visible, setVisible] = useState(() => {
    if (saludado) {
      cerrarBienvenida(usuarioId, ultimoAcceso);
      return false;
    }
    return mostrarBienvenida(ultimoAcceso) && cerradaPara(usuarioId) !== ultimoAcceso;
  });
  if (!visible) return null;
  return (
    <Alert.Root status="info" colorPalette="brand" variant="subtle" mb="6" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Bienvenido de nuevo, {nombre}</Alert.Title>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label="Cerrar aviso"
        onClick={() => {
          cerrarBienvenida(usuarioId, ultimoAcceso);
          setVisible(false);
        }}
      />
    </Alert.Root>
  );
}
