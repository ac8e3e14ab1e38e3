// «Etapas del proceso» (issue 66 item 2, D195): the company's pipeline stages, one list for all its
// vacancies — each renamed in place, moved up or down with named buttons (the keyboard and a screen
// reader reach them; no dragging needed), a new one added before «Descartado», one deleted with its
// button. The four stages Talentia moves people to by itself say so and have no «Borrar». Saved whole
// from the version read: the server refuses a stage that still holds someone, a name used twice, or a
// list another person changed meanwhile, each in Spanish, and the list on screen stays as it was typed.
import { useState } from 'react';
import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { fmt, vacantes as msg } from '@shared/messages';
import { ETAPAS } from '@shared/schemas/etapas-vacante';
import { BotonIcono } from '../../../components/boton-icono';
import { FormDialog } from '../../../components/form-dialog';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { guardarEtapas, useEtapas } from '../api/vacantes';
import { AvisoError } from '../../../components/aviso-error';

interface Fila {
  /** The stage's id; absent for one added here. */
  id?: string;
  nombre: string;
  sistema: boolean;
  /** A key for React that stays while the row moves. */
  clave: string;
}

export function EtapasDialog({ empresaId, onClose }: { empresaId: string | undefined; onClose: () => void }) {
  const { etapas, version, cargando } = useEtapas(empresaId);
  const [filas, setFilas] = useState<Fila[] | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lista = filas ?? etapas.map((e) => ({ ...e, clave: e.id }));
  const cambiar = (f: (l: Fila[]) => Fila[]) => {
    setError(null);
    setFilas(f(lista));
  };
  const mover = (i: number, paso: -1 | 1) =>
    cambiar((l) => {
      const otra = [...l];
      [otra[i], otra[i + paso]] = [otra[i + paso]!, otra[i]!];
      return otra;
    });
  const anadir = () =>
    cambiar((l) => {
      // Before «Descartado» when it closes the list: a new step of the process, not after the end.
      const fin = l.at(-1)?.id === 'descartado' ? l.length - 1 : l.length;
      return [...l.slice(0, fin), { nombre: '', sistema: false, clave: `nueva-${Date.now()}` }, ...l.slice(fin)];
    });

  const guardar = async () => {
    if (version === undefined) return;
    setEnviando(true);
    try {
      const { message } = await guardarEtapas(empresaId, {
        etapas: lista.map((f) => ({ ...(f.id ? { id: f.id } : {}), nombre: f.nombre })),
        version,
      });
      toaster.create({ type: 'success', title: message });
      await invalidar('vacantes');
      onClose();
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudieron guardar las etapas'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <FormDialog
      title="Etapas del proceso"
      description="Las etapas por las que pasan los candidatos de todas las vacantes de la empresa, en su orden."
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void guardar();
      }}
      isSubmitting={enviando}
      submitLabel="Guardar etapas"
      submittingLabel="Guardando..."
      submitDisabled={cargando || version === undefined}
      unsavedChanges={filas !== null}
      size="lg"
    >
      <Stack gap="3">
        <AvisoError mensaje={error} role="alert" />
        <Stack as="ol" gap="2" aria-label="Etapas en su orden" listStyleType="none" m="0" p="0">
          {lista.map((f, i) => {
            const nombre = f.nombre.trim() || `etapa ${i + 1}`;
            return (
              // On a phone the name takes its own line and the buttons wrap under it, to the right:
              // squeezed beside them it showed a few letters (106 px at 390 px).
              <HStack as="li" key={f.clave} gap="2" align="center" flexWrap="wrap">
                <Text fontSize="sm" color="fg.muted" minW="5" textAlign="end" aria-hidden>
                  {i + 1}.
                </Text>
                <Input
                  size="sm"
                  flex="1 1 12rem"
                  aria-label={`Nombre de la etapa ${i + 1}`}
                  value={f.nombre}
                  maxLength={ETAPAS.nombreMax}
                  onChange={(e) => cambiar((l) => l.map((x, j) => (j === i ? { ...x, nombre: e.target.value } : x)))}
                />
                <HStack gap="2" flexShrink="0" ms="auto">
                  <BotonIcono size="sm" variant="ghost" aria-label={`Subir «${nombre}»`} disabled={i === 0} onClick={() => mover(i, -1)}>
                    <ArrowUpIcon />
                  </BotonIcono>
                  <BotonIcono
                    size="sm"
                    variant="ghost"
                    aria-label={`Bajar «${nombre}»`}
                    disabled={i === lista.length - 1}
                    onClick={() => mover(i, 1)}
                  >
                    <ArrowDownIcon />
                  </BotonIcono>
                  {/* One width for the badge and the button: every name's field the same width. */}
                  <Flex w="28" flexShrink="0" justify="center">
                    {f.sistema ? (
                      <Badge variant="subtle" flexShrink="0" title="Talentia lleva a ella a los candidatos: se puede renombrar, no borrar">
                        La usa Talentia
                      </Badge>
                    ) : (
                      <BotonIcono
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Borrar «${nombre}»`}
                        onClick={() => cambiar((l) => l.filter((_, j) => j !== i))}
                      >
                        <TrashIcon />
                      </BotonIcono>
                    )}
                  </Flex>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={anadir}
          disabled={lista.length >= ETAPAS.max}
          title={lista.length >= ETAPAS.max ? fmt(msg.etapasDemasiadas, { max: ETAPAS.max }) : undefined}
        >
          <PlusIcon />
          Añadir etapa
        </Button>
        <Text fontSize="sm" color="fg.muted">
          «Nuevo», «Invitado», «Entrevistado» y «Descartado» las usa Talentia (al unirse, al invitar, al terminar la entrevista y al
          rechazar): se pueden renombrar y mover, no borrar. Una etapa con candidatos no se borra hasta moverlos.
        </Text>
      </Stack>
    </FormDialog>
  );
}
