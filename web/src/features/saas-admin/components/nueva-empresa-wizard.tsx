// 'Nueva Empresa' (part 2 §2 "Company creation wizard (inside the SaaS panel, 4 steps)", §3, §5, §9;
// D102): basic info, business context, hiring goals, strategic plan + AI configuration, in a dialog.
// 'Siguiente' checks the step first (the server's own schema, asistente-empresa.ts), 'Anterior' goes
// back, step 1 shows 'Cancelar', the last step creates through the ONE provisioning of
// POST /api/onboarding (idempotent: the client's key). An error stays in the dialog and nothing typed
// is lost; success shows what was created (and where the credentials went) and refreshes the lists.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Flex, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { fmt, onboarding as msg } from '@shared/messages';
import { OPCIONES_EMPLEADOS, SUFIJO_SUBDOMINIO, limpiarSubdominio, type OnboardingResultado } from '@shared/schemas/onboarding';
import type { TamanoEmpresa } from '@shared/schemas/empresa';
import { FormField } from '../../../components/form-field';
import { PlusIcon } from '../../../components/icons';
import { InterruptoresIA } from '../../../components/interruptores-ia';
import { SelectorPlan } from '../../../components/selector-plan';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useAccion } from '../../../lib/use-accion';
import { DialogoAbierto } from '../../../components/dialogo-abierto';
import {
  PASOS_EMPRESA,
  TOTAL_PASOS_EMPRESA,
  cuerpoEmpresaWizard,
  datosInicialesEmpresa,
  erroresDelPasoEmpresa,
  type CampoEmpresaWizard,
  type DatosEmpresaWizard,
} from '../asistente-empresa';
import { AvisoError } from '../../../components/aviso-error';
import { OptionSelect } from '../../../components/option-select';

type Textos = { [K in CampoEmpresaWizard]: DatosEmpresaWizard[K] extends string ? K : never }[CampoEmpresaWizard];

export function NuevaEmpresaWizard({ onClose }: { onClose: () => void }) {
  const [datos, setDatos] = useState<DatosEmpresaWizard>(datosInicialesEmpresa);
  const [paso, setPaso] = useState(0);
  // After a refused 'Siguiente' the step's errors follow what is typed.
  const [intentado, setIntentado] = useState(false);
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  const { enviando, ejecutar } = useAccion({ fallo: msg.wizardError, alFallar: setErrorEnvio });
  const [resultado, setResultado] = useState<OnboardingResultado | null>(null);
  const cuerpoRef = useRef<HTMLDivElement>(null);
  const errores = useMemo(() => (intentado ? erroresDelPasoEmpresa(paso, datos) : {}), [intentado, paso, datos]);

  // A refused step puts the focus on its first wrong field (once per refusal, not per keystroke).
  const enfocar = useRef(false);
  useEffect(() => {
    if (!enfocar.current) return;
    enfocar.current = false;
    cuerpoRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errores]);

  const poner = <K extends CampoEmpresaWizard>(k: K, v: DatosEmpresaWizard[K]) => setDatos((d) => ({ ...d, [k]: v }));
  const ultimo = paso === TOTAL_PASOS_EMPRESA - 1;

  const crear = async () => {
    setErrorEnvio(null);
    await ejecutar(async () => {
      const res = await llamar('POST /api/onboarding', { body: cuerpoEmpresaWizard(datos) }, { idempotente: true });
      const r = res.data as OnboardingResultado;
      setResultado(r);
      toaster.create({ type: 'success', title: fmt(msg.wizardCreada, { empresa: r.empresa.nombre, email: r.administrador.email }) });
      await invalidar('empresas', 'saas', 'dashboard');
    });
  };
  const siguiente = () => {
    if (Object.keys(erroresDelPasoEmpresa(paso, datos)).length) {
      enfocar.current = true;
      setIntentado(true);
      return;
    }
    setIntentado(false);
    if (ultimo) void crear();
    else setPaso((p) => p + 1);
  };

  const campo = (label: string, nombre: CampoEmpresaWizard, input: ReactNode, o: { required?: boolean; help?: string } = {}) => (
    <FormField label={label} error={errores[nombre]} required={o.required} helperText={o.help}>
      {input}
    </FormField>
  );
  const texto = (label: string, nombre: Textos, o: { required?: boolean; help?: string; type?: string; largo?: boolean } = {}) =>
    campo(
      label,
      nombre,
      o.largo ? (
        <Textarea rows={3} value={datos[nombre]} onChange={(v) => poner(nombre, v.target.value)} />
      ) : (
        <Input type={o.type ?? 'text'} value={datos[nombre]} onChange={(v) => poner(nombre, v.target.value)} />
      ),
      o,
    );

  const contenido = [
    <SimpleGrid key="basica" columns={{ base: 1, md: 2 }} gap="4">
      {texto('Nombre', 'nombre', { required: true })}
      {texto('Nombre Legal', 'nombreLegal', { required: true })}
      {texto('CIF', 'cif', { required: true })}
      {texto('Email', 'email', {
        required: true,
        type: 'email',
        help: 'El administrador principal entra con este email; le enviaremos su contraseña.',
      })}
      {texto('Nombre del administrador', 'adminNombre', {
        required: true,
        help: 'Con este nombre le saludaremos en los emails de bienvenida.',
      })}
      {texto('Teléfono', 'telefono', { type: 'tel' })}
      {campo(
        'Subdominio',
        'subdominio',
        <Input value={datos.subdominio} onChange={(v) => poner('subdominio', limpiarSubdominio(v.target.value))} />,
        { required: true, help: `${datos.subdominio || 'mi-empresa'}${SUFIJO_SUBDOMINIO}` },
      )}
      {texto('Sector', 'sector', { required: true })}
      {campo(
        'Número de empleados',
        'tamaño',
        <OptionSelect
          value={datos.tamaño}
          onChange={(v) => poner('tamaño', v.target.value as TamanoEmpresa)}
          options={OPCIONES_EMPLEADOS.map((o) => ({ value: o.tamano, label: o.etiqueta }))}
        />,
      )}
    </SimpleGrid>,
    <Stack key="contexto" gap="4">
      {texto('Misión', 'mision', { required: true, largo: true })}
      {texto('Visión', 'vision', { required: true, largo: true })}
      {texto('Valores', 'valores', { largo: true })}
      {texto('Cultura organizacional', 'cultura_organizacional', { required: true, largo: true })}
      {texto('Competencias clave', 'competencias_clave', { help: msg.listaComas })}
      {texto('Desafíos principales', 'desafios_principales', { largo: true })}
    </Stack>,
    <Stack key="objetivos" gap="4">
      {texto('Objetivos de contratación', 'objetivos_hiring', { required: true, largo: true })}
      {texto('Tipos de posiciones', 'tipos_posiciones', { help: msg.listaComas })}
      {texto('Proceso actual', 'proceso_actual', { largo: true })}
      {texto('Expectativas sobre la IA', 'expectativas_ia', { required: true, largo: true })}
    </Stack>,
    <Stack key="plan" gap="4">
      <SelectorPlan valor={datos.plan} onChange={(v) => poner('plan', v)} error={errores.plan} />
      <InterruptoresIA valores={datos} cambiar={(c, v) => poner(c, v)} />
      {texto('Prompt personalizado', 'prompt_personalizado', { largo: true })}
      {texto('Criterios de evaluación', 'criterios_evaluacion', { largo: true })}
    </Stack>,
  ];

  return (
    <DialogoAbierto size="lg" scrollBehavior="inside" closeOnInteractOutside={false} onClose={() => !enviando && onClose()}>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title>{resultado ? msg.wizardCreadaTitulo : msg.wizardTitulo}</Dialog.Title>
        {!resultado && (
          <Dialog.Description color="fg.muted" fontSize="sm">
            {`${fmt(msg.pasoDe, { paso: paso + 1, total: TOTAL_PASOS_EMPRESA })} · ${PASOS_EMPRESA[paso]}`}
          </Dialog.Description>
        )}
      </Dialog.Header>
      <Dialog.Body ref={cuerpoRef}>
        {resultado ? (
          <Stack gap="3" role="status">
            <Text>{fmt(msg.wizardCreada, { empresa: resultado.empresa.nombre, email: resultado.administrador.email })}</Text>
            <Text color="fg.muted" fontSize="sm">
              {`${resultado.empresa.subdominio}${SUFIJO_SUBDOMINIO} · ${resultado.empresa.plan}`}
            </Text>
          </Stack>
        ) : (
          <form
            id="nueva-empresa"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              siguiente();
            }}
          >
            {contenido[paso]}
            <AvisoError mensaje={errorEnvio} mt="4" />
          </form>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {resultado ? (
          <Button colorPalette="brand" onClick={onClose}>
            Entendido
          </Button>
        ) : (
          <Flex justify="space-between" gap="2" width="full">
            {paso === 0 ? (
              <Button variant="outline" onClick={onClose}>
                {msg.cancelar}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={enviando}
                onClick={() => {
                  setIntentado(false);
                  setPaso((p) => p - 1);
                }}
              >
                {msg.anterior}
              </Button>
            )}
            <Button type="submit" form="nueva-empresa" colorPalette="brand" loading={enviando} loadingText={msg.creando}>
              {ultimo ? msg.crearEmpresa : msg.siguiente}
            </Button>
          </Flex>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Cerrar" disabled={enviando} />
      </Dialog.CloseTrigger>
    </DialogoAbierto>
  );
}

/** The Empresas tab's button and the wizard it opens (mounted only while open: every opening starts empty). */
export function BotonNuevaEmpresa() {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button colorPalette="brand" onClick={() => setAbierto(true)}>
        <PlusIcon />
        {msg.nuevaEmpresa}
      </Button>
      {abierto && <NuevaEmpresaWizard onClose={() => setAbierto(false)} />}
    </>
  );
}
