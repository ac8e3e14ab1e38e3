// 'Nueva suscripción' (a company found by the platform's company search, an active plan, trial or
// activa, the payment method) and 'Cambiar
// plan' of a live subscription (plan, trial → activa, payment method). Checked with the contract's
// SuscripcionCreate / SuscripcionUpdate; the server's refusals (a second live subscription, a
// downgrade below what the company uses, with the numbers) are shown in the dialog.
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_EMPRESA } from '@shared/empresa-etiquetas';
import { SUSCRIPCION } from '@shared/constants';
import { saas as msg } from '@shared/messages';
import { precioPorPeriodo } from '@shared/moneda';
import { monedaDe, paisDeEmpresa } from '@shared/paises';
import { ETIQUETA_TIPO_PAGO, esMetodoPago, SuscripcionCreate, SuscripcionUpdate, TIPOS_PAGO } from '@shared/schemas/saas';
import { BuscadorEmpresa } from '../../../components/buscador-empresa';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import type { EmpresaResumen } from '../../../lib/session';
import { type SuscripcionFila, actualizarSuscripcion, crearSuscripcion, usePlanes } from '../api/saas';
import { AvisoError } from '../../../components/aviso-error';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

interface Valores {
  empresaId: string;
  planId: string;
  estado: string;
  tipoPago: string;
}

function resolver(suscripcion?: SuscripcionFila): Resolver<Valores, unknown, SuscripcionCreate | SuscripcionUpdate> {
  return async (v) => {
    const r = suscripcion
      ? SuscripcionUpdate.safeParse({
          ...(v.planId !== suscripcion.planId ? { planId: v.planId } : {}),
          ...(v.estado !== suscripcion.estado ? { estado: v.estado } : {}),
          // A subscription without a method keeps none until one is chosen.
          ...(v.tipoPago && v.tipoPago !== suscripcion.metodoPago.tipo ? { metodoPago: { tipo: v.tipoPago } } : {}),
        })
      : SuscripcionCreate.safeParse({ empresaId: v.empresaId, planId: v.planId, estado: v.estado, metodoPago: { tipo: v.tipoPago } });
    if (r.success) return { values: r.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0]) === 'empresaId' ? 'empresaId' : 'planId';
      errors[campo] ??= { type: issue.code, message: campo === 'empresaId' ? 'Elige una empresa' : 'Elige un plan' };
    }
    return { values: {}, errors };
  };
}

export function SuscripcionDialog({
  suscripcion,
  onClose,
  onSaved,
}: {
  suscripcion?: SuscripcionFila;
  onClose: () => void;
  onSaved: () => void;
}) {
  const planes = usePlanes();
  // Any company of the platform, found by its search (D123), not the first 100 of a list.
  const [empresa, setEmpresa] = useState<EmpresaResumen | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  // Issue 67: the prices of the company's currency — the subscription's, or the chosen company's country's.
  const moneda = suscripcion?.moneda ?? monedaDe(paisDeEmpresa(empresa));
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, SuscripcionCreate | SuscripcionUpdate>({
    defaultValues: {
      empresaId: '',
      planId: suscripcion?.planId ?? '',
      estado: suscripcion?.estado ?? 'trial',
      tipoPago: !suscripcion ? 'tarjeta' : esMetodoPago(suscripcion.metodoPago.tipo) ? suscripcion.metodoPago.tipo : '',
    },
    resolver: resolver(suscripcion),
  });
  const sinMetodo = !!suscripcion && !esMetodoPago(suscripcion.metodoPago.tipo);
  // Only active plans are offered; the subscription's own plan stays listed when editing.
  const ofrecidos = (planes.data ?? []).filter((p) => p.activo || p.id === suscripcion?.planId);

  const enviar = handleSubmit(async (body) => {
    setRechazo(null);
    try {
      const { message } = suscripcion
        ? await actualizarSuscripcion(suscripcion.id, body as SuscripcionUpdate)
        : await crearSuscripcion(body as SuscripcionCreate);
      toaster.create({ type: 'success', title: message || (suscripcion ? msg.suscripcionActualizada : msg.suscripcionCreada) });
      onSaved();
      onClose();
    } catch (error) {
      setRechazo(mensajeDeError(error, 'No se pudo guardar la suscripción'));
    }
  });

  return (
    <FormDialog
      title={suscripcion ? 'Cambiar plan' : 'Nueva suscripción'}
      description={
        suscripcion ? `${suscripcion.empresaNombre ?? suscripcion.empresaId}: la empresa toma el plan y sus límites.` : undefined
      }
      onClose={onClose}
      onSubmit={enviar}
      isSubmitting={isSubmitting}
      submitLabel={suscripcion ? 'Guardar cambios' : 'Crear suscripción'}
      submittingLabel="Guardando..."
    >
      <Stack gap="4">
        {!suscripcion && (
          <Stack gap="1.5">
            <BuscadorEmpresa
              etiqueta="Empresa"
              etiquetaVisible
              portal={false}
              placeholder="Elige una empresa"
              value={empresa}
              onChange={(e) => {
                setEmpresa(e);
                setValue('empresaId', e?.id ?? '', { shouldValidate: !!errors.empresaId });
              }}
            />
            {errors.empresaId?.message && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.empresaId.message}
              </Text>
            )}
          </Stack>
        )}
        <FormField label="Plan" required error={errors.planId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('planId')}>
              <option value="">{planes.isLoading ? 'Cargando planes...' : 'Elige un plan'}</option>
              {ofrecidos.map((p) => (
                <option key={p.id} value={p.id} disabled={precioPorPeriodo(p, moneda) === null}>
                  {p.nombre} · {precioPorPeriodo(p, moneda) ?? `sin precio en ${moneda}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Estado"
          helperText={suscripcion ? undefined : `Una prueba dura ${SUSCRIPCION.trialDias} días y termina con el primer pago.`}
        >
          <NativeSelect.Root disabled={suscripcion?.estado === 'activa'}>
            <NativeSelect.Field {...register('estado')}>
              <option value="trial">{ETIQUETA_ESTADO_EMPRESA.trial}</option>
              <option value="activa">Activa</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Método de pago">
          <OptionSelect
            {...register('tipoPago')}
            emptyOption={sinMetodo ? 'Sin método de pago' : undefined}
            options={opcionesDe(TIPOS_PAGO, (t) => ETIQUETA_TIPO_PAGO[t])}
          />
        </FormField>
        <AvisoError mensaje={rechazo} />
      </Stack>
    </FormDialog>
  );
}
