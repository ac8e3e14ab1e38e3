// A webhook's secret shown once (D147), with «Copiar»: when the endpoint is added and when its secret
// is rotated (then with the note that both secrets sign for 24 hours).
import { Button, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';
import { DialogoAbierto } from '../../../components/dialogo-abierto';

/** The secret, shown once, with «Copiar». */
export function SecretoUnaVez({ secreto }: { secreto: string }) {
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(secreto);
      toaster.create({ type: 'success', title: 'Secreto copiado' });
    } catch {
      toaster.create({ type: 'error', title: 'No se pudo copiar: selecciónalo y cópialo a mano' });
    }
  };
  return (
    <Stack gap="3">
      <Text>
        Guárdalo en el sistema que recibe los eventos: con él comprueba la firma (cabecera webhook-signature). No se volverá a mostrar.
      </Text>
      <Code p="3" fontSize="sm" wordBreak="break-all" whiteSpace="pre-wrap" aria-label="Secreto del webhook">
        {secreto}
      </Code>
      <Button alignSelf="start" variant="outline" onClick={() => void copiar()}>
        Copiar
      </Button>
    </Stack>
  );
}

export function SecretoRotadoDialog({ secreto, onClose }: { secreto: string; onClose: () => void }) {
  return (
    <DialogoAbierto closeOnInteractOutside={false} onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>Nuevo secreto del webhook</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <SecretoUnaVez secreto={secreto} />
        <Text mt="3" fontSize="sm" color="fg.muted">
          Durante 24 horas cada entrega lleva dos firmas, con el secreto anterior y con este, para que cambies el secreto en tu sistema sin
          perder eventos.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          Entendido
        </Button>
      </Dialog.Footer>
    </DialogoAbierto>
  );
}
