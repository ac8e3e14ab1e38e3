// The company form (part 1 §2.7), for create and edit, in five tabs: Datos Básicos, Servicios,
// Contexto IA, Plan Estratégico and (create only) Administrador. It validates with the contract's
// schema, shows the required-fields message at the top, jumps to the first tab with an error, and
// walks the save states of part 1 §4 with toasts for saving, success and error. A refused save
// keeps the dialog open with the server's message. A strategic-plan file chosen in its tab is sent
// only after the company is saved (D124): «Cancelar» leaves the stored file as it was.
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert, Box, Button, CloseButton, Dialog, Portal, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { TOAST } from '@shared/constants';
import { empresas as msgEmpresas, fmt, planEstrategico as msgPlan } from '@shared/messages';
import type { EmpresaCreate, EmpresaUpdate } from '@shared/schemas/empresa';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { aplicarErroresServidor, mensajeDeError, pestanasConError } from '../../../lib/form-errors';
import { type EmpresaFila, type PlanEstrategicoFila, actualizarEmpresa, crearEmpresa } from '../api/empresas';
import { subirArchivoPlan } from '../api/plan-estrategico';
import {
  CAMPOS_SERVIDOR,
  type CuerpoEmpresa,
  type ModoEmpresa,
  PESTANAS,
  type Pestana,
  type ValoresEmpresa,
  cambiosEmpresa,
  pestanaDe,
  resolverEmpresa,
  valoresIniciales,
} from '../empresa-form';
import type { ControlGuardado } from '../estado-guardado';
import { TabAdministrador } from './tab-administrador';
import { TabContextoIA } from './tab-contexto-ia';
import { TabDatosBasicos } from './tab-datos-basicos';
import { TabPlanEstrategico } from './tab-plan-estrategico';
import { TabServicios } from './tab-servicios';
import { useConfirmDiscard } from '../../../components/confirm-discard';

const TITULO_PESTANA: Record<Pestana, string> = {
  basicos: 'Datos Básicos',
  servicios: 'Servicios',
  contexto: 'Contexto IA',
  plan: 'Plan Estratégico',
  admin: 'Administrador',
};

const TRIO = ['nombreLegal', 'cif', 'email'] as const;

interface EmpresaDialogProps {
  /** The company to edit; without it the dialog creates one. */
  empresa?: EmpresaFila;
  esSuperadmin: boolean;
  guardado: ControlGuardado;
  onClose: () => void;
  /** Saved: the list reloads. */
  onSaved: (empresa: EmpresaFila | undefined, modo: ModoEmpresa) => void;
  /** The plan was deleted without the form being saved. */
  onPlanCambiado?: () => void;
}

export function EmpresaDialog({ empresa, esSuperadmin, guardado, onClose, onSaved, onPlanCambiado }: EmpresaDialogProps) {
  const modo: ModoEmpresa = empresa ? 'editar' : 'crear';
  const [plan, setPlan] = useState<PlanEstrategicoFila | null | undefined>(empresa?.planEstrategico);
  const tienePlan = !!plan;
  // The plan file chosen in its tab, sent once the company is saved.
  const [archivoPlan, setArchivoPlan] = useState<File | null>(null);
  const [progresoPlan, setProgresoPlan] = useState<number | null>(null);
  const [errorSubida, setErrorSubida] = useState<string | null>(null);
  const iniciales = useMemo(() => valoresIniciales(empresa), [empresa]);
  const resolver = useMemo(
    () => resolverEmpresa(modo, tienePlan, !!archivoPlan, { cif: iniciales.cif, pais: iniciales.direccion?.pais }),
    [modo, tienePlan, archivoPlan, iniciales],
  );
  const form = useForm<ValoresEmpresa, unknown, CuerpoEmpresa>({ resolver, defaultValues: iniciales });
  const {
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = form;
  const [pestana, setPestana] = useState<Pestana>('basicos');
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const guardando = guardado.estado === 'saving';

  const pestanas = PESTANAS.filter((p) => p !== 'admin' || modo === 'crear');
  const { conError } = pestanasConError(errors, pestanaDe, PESTANAS);
  // The spec's message is for a missing field; a malformed email says so on its own field.
  const faltaTrio = TRIO.some((campo) => errors[campo]?.message === msgEmpresas.camposObligatorios);
  const nombreEmpresa = empresa?.nombreComercial || empresa?.nombreLegal;

  const cerrarYa = () => {
    if (guardado.estado === 'error') guardado.reiniciar();
    onClose();
  };
  // A company typed over five tabs is not thrown away by a stray Escape: closing asks first.
  const { requestClose, prompt } = useConfirmDiscard(isDirty || !!archivoPlan, cerrarYa);
  const cerrar = () => {
    if (guardando) return;
    requestClose();
  };

  /** Uploads the staged plan file to the saved company; answers the plan as stored, or the refusal's text. */
  const subirPlan = async (
    empresaId: string,
    file: File,
  ): Promise<{ plan?: PlanEstrategicoFila | null; mensaje?: string; error?: string }> => {
    setErrorSubida(null);
    setProgresoPlan(0);
    try {
      const { data, message } = await subirArchivoPlan(empresaId, file, getValues('planEstrategico.nombre').trim(), setProgresoPlan);
      return { plan: data?.planEstrategico ?? null, mensaje: message || msgPlan.guardado };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const texto = error instanceof Error ? error.message : String(error);
      return { error: fmt(msgPlan.errorSubida, { status, text: texto }) };
    } finally {
      setProgresoPlan(null);
    }
  };

  const guardar = handleSubmit(
    async (datos) => {
      let body: CuerpoEmpresa = datos;
      if (modo === 'editar') {
        body = cambiosEmpresa(datos as EmpresaUpdate, getValues(), iniciales, { tienePlan, esSuperadmin });
        if (Object.keys(body).length === 0 && !archivoPlan) {
          toaster.create({ type: 'info', title: 'No hay cambios que guardar' });
          return onClose();
        }
      }
      setErrorServidor(null);
      guardado.iniciar();
      // Editing with only a new file: no company call, just the upload.
      const soloArchivo = modo === 'editar' && Object.keys(body).length === 0;
      const aviso = toaster.create({
        type: 'loading',
        title: soloArchivo ? 'Subiendo archivo…' : modo === 'crear' ? 'Creando empresa...' : 'Actualizando empresa...',
      });
      try {
        let data: EmpresaFila | undefined = empresa;
        let message: string | undefined;
        if (!soloArchivo) {
          ({ data, message } =
            modo === 'crear' ? await crearEmpresa(body as EmpresaCreate) : await actualizarEmpresa(empresa!.id, body as EmpresaUpdate));
        }
        const empresaId = data?.id ?? empresa?.id;
        if (archivoPlan && empresaId) {
          toaster.update(aviso, { type: 'loading', title: 'Subiendo archivo…' });
          const subida = await subirPlan(empresaId, archivoPlan);
          if (subida.error) {
            if (soloArchivo) {
              // Nothing was saved: the dialog stays open with the file, to try again.
              guardado.fallo();
              setErrorSubida(subida.error);
              setPestana('plan');
              toaster.update(aviso, { type: 'error', title: subida.error, duration: TOAST.duracionMs });
              return;
            }
            // The company is saved; only the file is missing, and the person is told how to add it.
            toaster.update(aviso, {
              type: 'warning',
              title: `${modo === 'crear' ? msgEmpresas.creada : msgEmpresas.actualizada}, pero el archivo del plan no se subió`,
              description: `${subida.error}. Abre la empresa y vuelve a elegir el archivo en «Plan Estratégico».`,
              duration: TOAST.duracionMs * 2,
            });
            guardado.exito();
            onSaved(data, modo);
            onClose();
            return;
          }
          if (data) data = { ...data, planEstrategico: subida.plan };
          if (soloArchivo) message = subida.mensaje;
          else toaster.create({ type: 'success', title: subida.mensaje, duration: TOAST.duracionMs });
        }
        toaster.update(aviso, {
          type: 'success',
          title: message || (modo === 'crear' ? msgEmpresas.creada : msgEmpresas.actualizada),
          duration: TOAST.duracionMs,
        });
        guardado.exito();
        onSaved(data, modo);
        onClose();
      } catch (error) {
        guardado.fallo();
        aplicarErroresServidor<ValoresEmpresa>(error, CAMPOS_SERVIDOR, setError);
        const mensaje = mensajeDeError(error, modo === 'crear' ? msgEmpresas.errorCreando : msgEmpresas.errorActualizando);
        setErrorServidor(mensaje);
        toaster.update(aviso, { type: 'error', title: mensaje, duration: TOAST.duracionMs });
      }
    },
    (fallos) => {
      const { primera } = pestanasConError(fallos, pestanaDe, PESTANAS);
      if (primera) setPestana(primera);
    },
  );

  const planCambiado = (nuevo: PlanEstrategicoFila | null) => {
    setPlan(nuevo);
    onPlanCambiado?.();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && cerrar()}
      placement="center"
      size="xl"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* One height for every tab: switching tabs must not make the dialog jump. */}
          <Dialog.Content h={{ md: 'min(calc(100dvh - 4rem), 54rem)' }}>
            <FormProvider {...form}>
              <chakra.form onSubmit={guardar} noValidate display="contents">
                <Dialog.Header flexDirection="column" alignItems="start" gap="1" pb="2">
                  <Dialog.Title>{modo === 'crear' ? 'Nueva Empresa' : 'Editar Empresa'}</Dialog.Title>
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {modo === 'crear'
                      ? 'Da de alta una empresa cliente con sus licencias, servicios y contexto para la IA.'
                      : nombreEmpresa}
                  </Dialog.Description>
                </Dialog.Header>
                <Tabs.Root
                  value={pestana}
                  onValueChange={(e) => setPestana(e.value as Pestana)}
                  variant="line"
                  colorPalette="brand"
                  display="contents"
                >
                  <Box px={{ base: '4', md: '6' }} borderBottomWidth="1px">
                    {/* Tabs keep their width; on a narrow screen they wrap onto a second line instead of overlapping. */}
                    <Tabs.List borderBottomWidth="0" flexWrap={{ base: 'wrap', md: 'nowrap' }} columnGap="1">
                      {pestanas.map((p) => (
                        <Tabs.Trigger
                          key={p}
                          value={p}
                          whiteSpace="nowrap"
                          flexShrink="0"
                          px={{ base: '2.5', md: '3' }}
                          color={conError.has(p) ? 'fg.error' : undefined}
                        >
                          {TITULO_PESTANA[p]}
                          {conError.has(p) && (
                            <Box as="span" boxSize="2" rounded="full" bg="red.solid" aria-label="con errores" role="img" />
                          )}
                        </Tabs.Trigger>
                      ))}
                    </Tabs.List>
                  </Box>
                  <Dialog.Body pt="5">
                    <Stack gap="4" mb={faltaTrio || errorServidor ? '5' : '0'}>
                      {faltaTrio && (
                        <Alert.Root status="error" rounded="md" role="alert">
                          <Alert.Indicator />
                          <Alert.Title>{msgEmpresas.camposObligatorios}</Alert.Title>
                        </Alert.Root>
                      )}
                      {errorServidor && (
                        <Alert.Root status="error" rounded="md" role="alert">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>{msgEmpresas.guardadoFallido}</Alert.Title>
                            <Alert.Description>{errorServidor}</Alert.Description>
                          </Alert.Content>
                        </Alert.Root>
                      )}
                    </Stack>
                    <Tabs.Content value="basicos" p="0">
                      <TabDatosBasicos esSuperadmin={esSuperadmin} editando={modo === 'editar'} />
                    </Tabs.Content>
                    <Tabs.Content value="servicios" p="0">
                      <TabServicios esSuperadmin={esSuperadmin} />
                    </Tabs.Content>
                    <Tabs.Content value="contexto" p="0">
                      <TabContextoIA />
                    </Tabs.Content>
                    <Tabs.Content value="plan" p="0">
                      <TabPlanEstrategico
                        modo={modo}
                        empresaId={empresa?.id}
                        nombreEmpresa={nombreEmpresa}
                        plan={plan}
                        onPlanCambiado={planCambiado}
                        archivo={archivoPlan}
                        onArchivo={(file) => {
                          setArchivoPlan(file);
                          setErrorSubida(null);
                        }}
                        progreso={progresoPlan}
                        errorSubida={errorSubida}
                      />
                    </Tabs.Content>
                    {modo === 'crear' && (
                      <Tabs.Content value="admin" p="0">
                        <TabAdministrador />
                      </Tabs.Content>
                    )}
                  </Dialog.Body>
                </Tabs.Root>
                <Dialog.Footer borderTopWidth="1px" pt="4">
                  {guardado.estado === 'error' && (
                    <Text fontSize="sm" color="fg.error" me="auto">
                      No se guardó
                    </Text>
                  )}
                  <Button type="button" variant="outline" onClick={cerrar} disabled={guardando}>
                    Cancelar
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={guardando}
                    loadingText={modo === 'crear' ? 'Creando...' : 'Guardando...'}
                  >
                    {modo === 'crear' ? 'Crear Empresa' : 'Actualizar Empresa'}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
            </FormProvider>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={guardando} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {prompt}
    </Dialog.Root>
  );
}
