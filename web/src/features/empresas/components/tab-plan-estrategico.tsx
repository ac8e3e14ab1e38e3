// Plan Estratégico: the plan's texts (sent with the company) and its file: view, download and delete
// after a confirmation (part 1 §3.3, §5, §8.4). A chosen file is only staged here: the dialog uploads
// it, with progress, once the company is saved (D124), so «Cancelar» leaves the stored file
// as it was; while creating, it goes up right after the new company is created.
import { type ChangeEvent, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Badge, Box, Button, HStack, Input, Progress, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { PLAN_ESTRATEGICO } from '@shared/constants';
import { planEstrategico as msgPlan } from '@shared/messages';
import { AvisoError } from '../../../components/aviso-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { DownloadIcon, EyeIcon, FileTextIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { formatFechaHora } from '../../../lib/format';
import type { PlanEstrategicoFila } from '../api/empresas';
import { borrarPlan, comprobarArchivoPlan, eliminarArchivoPlan, esTexto, leerTexto, enlaceArchivoPlan } from '../api/plan-estrategico';
import type { ModoEmpresa, ValoresEmpresa } from '../empresa-form';
import { Seccion } from '../../../components/seccion';

const ACEPTA = [...PLAN_ESTRATEGICO.extensiones.map((e) => `.${e}`), ...PLAN_ESTRATEGICO.contentTypes].join(',');
const MAX_MB = PLAN_ESTRATEGICO.maxBytes / (1024 * 1024);

interface TabPlanEstrategicoProps {
  modo: ModoEmpresa;
  empresaId?: string;
  nombreEmpresa?: string;
  /** The plan as the server holds it (null once deleted). */
  plan: PlanEstrategicoFila | null | undefined;
  /** The plan was deleted (its own confirmed call, not the form's save). */
  onPlanCambiado: (plan: PlanEstrategicoFila | null) => void;
  /** The file chosen and not yet uploaded: it goes up when the company is saved. */
  archivo: File | null;
  onArchivo: (archivo: File | null) => void;
  /** The upload's percentage while the save sends the file. */
  progreso: number | null;
  /** Why the last save could not upload the file. */
  errorSubida: string | null;
}

export function TabPlanEstrategico({
  modo,
  empresaId,
  nombreEmpresa,
  plan,
  onPlanCambiado,
  archivo,
  onArchivo,
  progreso,
  errorSubida,
}: TabPlanEstrategicoProps) {
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<ValoresEmpresa>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [errorArchivo, setErrorArchivo] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const subiendo = progreso !== null;
  const tieneArchivo = !!plan?.archivo_url;

  const elegido = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    setErrorArchivo(null);
    if (!file) return;
    const rechazo = comprobarArchivoPlan(file);
    if (rechazo) return setErrorArchivo(rechazo);
    if (esTexto(file)) {
      try {
        setValue('planEstrategico.contenido_texto', await leerTexto(file), { shouldDirty: true });
      } catch {
        // The upload still carries the file; the server reads a TXT's text itself.
      }
    }
    onArchivo(file);
  };

  const abrir = async (descarga: boolean) => {
    const error = () => toaster.create({ type: 'error', title: descarga ? msgPlan.errorDescarga : msgPlan.errorVisualizar });
    // The window opens now, within the click (browsers block a window opened after an await), and
    // goes to the signed link once the API has made it.
    const ventana = empresaId ? window.open('', '_blank') : null;
    if (!ventana || !empresaId) {
      error();
      return;
    }
    // The file's page must not reach back into the app.
    ventana.opener = null;
    try {
      ventana.location.replace(await enlaceArchivoPlan(empresaId, descarga));
    } catch {
      ventana.close();
      error();
    }
  };

  const eliminado = () => {
    setValue('planEstrategico', { nombre: '', descripcion: '', contenido_texto: '', version: PLAN_ESTRATEGICO.versionPorDefecto });
    clearErrors('planEstrategico');
    setErrorArchivo(null);
    onPlanCambiado(null);
  };

  return (
    <Stack gap="7">
      <Seccion titulo="Datos del plan" descripcion="La IA usa el plan estratégico como contexto al evaluar a los candidatos.">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
            <Box gridColumn={{ md: 'span 3' }}>
              <FormField label="Nombre del plan" required error={errors.planEstrategico?.nombre?.message}>
                <Input autoComplete="off" placeholder="Plan Estratégico 2025-2027" {...register('planEstrategico.nombre')} />
              </FormField>
            </Box>
            <FormField label="Versión" error={errors.planEstrategico?.version?.message}>
              <Input autoComplete="off" placeholder={PLAN_ESTRATEGICO.versionPorDefecto} {...register('planEstrategico.version')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Descripción" error={errors.planEstrategico?.descripcion?.message}>
            <Textarea rows={2} {...register('planEstrategico.descripcion')} />
          </FormField>
          <FormField
            label="Contenido del plan"
            error={errors.planEstrategico?.contenido_texto?.message}
            helperText="Escribe o pega el texto del plan; al subir un archivo TXT su contenido se carga aquí."
          >
            <Textarea rows={8} fontSize="sm" {...register('planEstrategico.contenido_texto')} />
          </FormField>
        </Stack>
      </Seccion>

      <Seccion titulo="Archivo del plan" descripcion={`PDF, DOC, DOCX o TXT de hasta ${MAX_MB} MB.`}>
        <Stack gap="3">
          <HStack gap="4" p="4" borderWidth="1px" rounded="lg" borderStyle={tieneArchivo ? 'solid' : 'dashed'} align="center" wrap="wrap">
            <Box color={tieneArchivo ? 'brand.solid' : 'fg.subtle'}>
              <FileTextIcon boxSize="8" />
            </Box>
            <Box flex="1" minW="40">
              {archivo ? (
                <>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium" wordBreak="break-all">
                      {archivo.name}
                    </Text>
                    <Badge variant="subtle" colorPalette="orange">
                      Pendiente de subir
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {modo === 'crear'
                      ? 'Se subirá al crear la empresa.'
                      : `Se subirá al pulsar «Actualizar Empresa»${tieneArchivo ? ' y reemplazará el archivo actual' : ''}.`}
                  </Text>
                </>
              ) : tieneArchivo ? (
                <>
                  <HStack gap="2">
                    <Text fontWeight="medium">{plan?.nombre || 'Plan estratégico'}</Text>
                    {plan?.version && <Badge variant="subtle">v{plan.version}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {plan?.fecha_subida ? `Subido el ${formatFechaHora(plan.fecha_subida)}` : 'Archivo subido'}
                  </Text>
                </>
              ) : (
                <>
                  <Text fontWeight="medium">Sin archivo</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Sube el documento del plan para tenerlo a mano.
                  </Text>
                </>
              )}
            </Box>
            <HStack gap="2" wrap="wrap">
              {tieneArchivo && !archivo && (
                <>
                  <Button size="sm" variant="outline" onClick={() => void abrir(false)} disabled={subiendo}>
                    <EyeIcon />
                    Ver
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void abrir(true)} disabled={subiendo}>
                    <DownloadIcon />
                    Descargar
                  </Button>
                </>
              )}
              {archivo && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    onArchivo(null);
                    clearErrors('planEstrategico.nombre');
                  }}
                  disabled={subiendo}
                >
                  Quitar archivo
                </Button>
              )}
              <Button
                size="sm"
                colorPalette="brand"
                variant={tieneArchivo || archivo ? 'outline' : 'solid'}
                onClick={() => inputRef.current?.click()}
                loading={subiendo}
                loadingText="Subiendo..."
              >
                <UploadIcon />
                {archivo ? 'Cambiar archivo' : tieneArchivo ? 'Reemplazar archivo' : 'Subir archivo'}
              </Button>
            </HStack>
          </HStack>
          <input ref={inputRef} type="file" accept={ACEPTA} hidden aria-label="Archivo del plan estratégico" onChange={elegido} />
          {subiendo && (
            <Progress.Root value={progreso} size="sm" colorPalette="brand" striped animated>
              <HStack justify="space-between" mb="1">
                <Progress.Label fontSize="sm" color="fg.muted">
                  Subiendo archivo…
                </Progress.Label>
                <Progress.ValueText fontSize="sm" />
              </HStack>
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <AvisoError mensaje={errorArchivo ?? errorSubida} />
          {plan && empresaId && (
            <Box>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirmando(true)} disabled={subiendo}>
                <TrashIcon />
                Eliminar plan estratégico
              </Button>
            </Box>
          )}
        </Stack>
      </Seccion>

      {confirmando && empresaId && (
        <EliminarPlanDialog
          empresaId={empresaId}
          nombreEmpresa={nombreEmpresa}
          conArchivo={tieneArchivo}
          onClose={() => setConfirmando(false)}
          onDeleted={eliminado}
        />
      )}
    </Stack>
  );
}

interface EliminarPlanDialogProps {
  empresaId: string;
  nombreEmpresa?: string;
  conArchivo: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirms the deletion of the plan: its file and its data go, and it cannot be undone. */
function EliminarPlanDialog({ empresaId, nombreEmpresa, conArchivo, onClose, onDeleted }: EliminarPlanDialogProps) {
  const [eliminando, setEliminando] = useState(false);

  const confirmar = async () => {
    setEliminando(true);
    try {
      const { message } = conArchivo ? await eliminarArchivoPlan(empresaId) : await borrarPlan(empresaId);
      toaster.create({ type: 'success', title: (conArchivo && message) || msgPlan.eliminado });
      onDeleted();
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: msgPlan.errorEliminar,
        description: error instanceof ApiError && error.message !== msgPlan.errorEliminar ? error.message : undefined,
      });
      setEliminando(false);
    }
  };

  return (
    <ConfirmDialog title="¿Eliminar el plan estratégico?" pending={eliminando} onCancel={onClose} onConfirm={confirmar}>
      Se borrarán {conArchivo ? 'el archivo y los datos' : 'los datos'} del plan estratégico{nombreEmpresa ? ` de ${nombreEmpresa}` : ''}.
    </ConfirmDialog>
  );
}
