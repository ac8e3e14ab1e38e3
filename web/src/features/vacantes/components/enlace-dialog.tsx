// A vacancy's public apply link (issue 66 item 3, D187): the address to put on a job advert, to copy or
// open; whoever edits vacancies publishes it, publishes a new one (the old one stops working: a link
// that leaked is replaced) or retires it. People who follow it apply and take the interview at once.
import { useState } from 'react';
import { Alert, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { publicarEnlace, type VacanteFila } from '../api/vacantes';

/** The page's address on this site: /empleo/{codigo} (served by the candidate's entry). */
export const direccionEmpleo = (codigo: string) => `${window.location.origin}/empleo/${codigo}`;

interface EnlaceDialogProps {
  vacante: VacanteFila;
  empresaId: string | undefined;
  puedeEditar: boolean;
  onClose: () => void;
}

export function EnlaceDialog({ vacante, empresaId, puedeEditar, onClose }: EnlaceDialogProps) {
  // The vacancy as this dialog last wrote it: the next change names its version.
  const [v, setV] = useState(vacante);
  const [guardando, setGuardando] = useState<'publicar' | 'retirar' | null>(null);
  const direccion = v.enlace ? direccionEmpleo(v.enlace) : null;

  const cambiar = async (publicado: boolean) => {
    setGuardando(publicado ? 'publicar' : 'retirar');
    try {
      const r = await publicarEnlace(v.id, empresaId, { publicado, version: v.version });
      setV(r.data);
      toaster.create({ type: 'success', title: r.message });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo cambiar el enlace de la vacante') });
    } finally {
      setGuardando(null);
      await invalidar('vacantes');
    }
  };

  const copiar = async () => {
    if (!direccion) return;
    try {
      await navigator.clipboard.writeText(direccion);
      toaster.create({ type: 'success', title: 'Enlace copiado' });
    } catch {
      toaster.create({
        type: 'info',
        title: 'No se pudo copiar automáticamente: copia el enlace',
        description: direccion,
        duration: 20_000,
      });
    }
  };

  return (
    <ReadOnlyDialog
      title={`Enlace de empleo · ${v.titulo}`}
      description="Para presentarse a la vacante y hacer la entrevista a la vez."
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          Pon este enlace en la oferta de empleo. Quien lo abra deja su nombre, su email y, si quiere, su teléfono, acepta el aviso de
          privacidad y hace la entrevista en ese momento. Entra en la vacante en la etapa «Invitado» y usa una entrevista del plan de la
          empresa.
        </Text>
        {v.estado !== 'abierta' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              {v.estado === 'cerrada'
                ? 'La vacante está cerrada: el enlace no admite candidaturas.'
                : 'La vacante está en pausa: el enlace muestra la oferta pero no admite candidaturas.'}
            </Alert.Title>
          </Alert.Root>
        )}
        {direccion ? (
          <Stack gap="2">
            <chakra.label htmlFor="enlace-empleo" fontWeight="medium">
              Enlace publicado
            </chakra.label>
            <Input id="enlace-empleo" readOnly value={direccion} onFocus={(e) => e.currentTarget.select()} />
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => void copiar()}>
                Copiar enlace
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={direccion} target="_blank" rel="noreferrer">
                  Abrir la página
                </a>
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Text color="fg.muted">La vacante no tiene enlace publicado.</Text>
        )}
        {puedeEditar && (
          <HStack gap="2" flexWrap="wrap" borderTopWidth="1px" pt="4">
            {direccion ? (
              <>
                <Button size="sm" variant="outline" loading={guardando === 'publicar'} onClick={() => void cambiar(true)}>
                  Publicar un enlace nuevo
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={guardando === 'retirar'}
                  onClick={() => void cambiar(false)}
                >
                  Retirar el enlace
                </Button>
              </>
            ) : (
              v.estado !== 'cerrada' && (
                <Button size="sm" colorPalette="brand" loading={guardando === 'publicar'} onClick={() => void cambiar(true)}>
                  Publicar enlace
                </Button>
              )
            )}
          </HStack>
        )}
        {puedeEditar && direccion && (
          <Text fontSize="sm" color="fg.muted">
            Un enlace nuevo sustituye al anterior, que deja de funcionar.
          </Text>
        )}
      </Stack>
    </ReadOnlyDialog>
  );
}
