// 'Ver completo': an interview's AI report in a dialog that takes the screen (a full-size dialog from
// `md` up, the whole screen below): the report and the review — the form while analizada, the
// person's decision read-only once validada, and its correction (D80) — beside the transcript, every
// passage the report quotes as evidence highlighted in the candidate's answers.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { InformeCompletoCuerpo } from '../../../components/informe-ia/informe-completo-cuerpo';
import { type EntrevistaFila, useValidarEntrevista } from '../api/entrevistas';
import { fechaConZona } from './entrevista-card';

interface InformeCompletoDialogProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  onClose: () => void;
  onValidada?: (e: EntrevistaFila) => void;
}

export function InformeCompletoDialog({ entrevista: e, empresaId, onClose, onValidada }: InformeCompletoDialogProps) {
  const enviar = useValidarEntrevista(e.id, empresaId);
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      // Only Cerrar, the close icon or Escape close it: a stray click or focus outside must not throw away a long read or a half-written review.
      closeOnInteractOutside={false}
      placement="center"
      // The whole screen on a phone; from md up, all of it but a margin (not a 900 px box).
      size={{ mdDown: 'full', md: 'cover' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A cover dialog takes the whole positioner (less its padding), not the inside-scroll's shorter cap. */}
          <Dialog.Content maxH={{ md: 'full' }}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" ps={{ base: '4', md: '6' }} pe="12">
              <Dialog.Title wordBreak="break-word">Informe de {e.candidatoNombre}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {e.servicioNombre} · {fechaConZona(e)}
                {e.simulada ? ' · simulada' : ''}
              </Dialog.Description>
            </Dialog.Header>
            {/* Below lg the body scrolls (and takes the keyboard's focus to do it); from lg up each column scrolls. */}
            <Dialog.Body
              tabIndex={0}
              px={{ base: '4', md: '6' }}
              minH="0"
              overflowY={{ base: 'auto', lg: e.informeIA ? 'hidden' : 'auto' }}
            >
              <InformeCompletoCuerpo entrevista={e} onEnviar={enviar} onValidada={onValidada} />
            </Dialog.Body>
            <Dialog.Footer px={{ base: '4', md: '6' }}>
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
