// 'Tu plan' on the company's dashboard (D164), for its admins: the plan, while on trial its last day
// and the days left, the last plan change asked for, and 'Solicitar cambio de plan' (a plan and an
// optional message; the superadmin is notified and mailed, sees it in Panel Sistema → Solicitudes and
// marks it «Atendida», which the card then says, D170).
import { useState } from 'react';
import { Badge, Button, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatFechaLarga } from '@shared/fechas';
import { formatearPrecio, textoPrecioPeriodo } from '@shared/moneda';
import { fmt, whatsappEnvio as msgWhatsApp } from '@shared/messages';
import { formatearUsd } from '@shared/whatsapp-tarifas';
import { ESTADO_SOLICITUD_PLAN_ETIQUETA, type PlanEmpresaData } from '@shared/schemas/cambio-plan';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { formatFecha } from '../../../lib/format';
import { useAccion } from '../../../lib/use-accion';
import { pedirCambioPlan, usePlanEmpresa } from '../api/plan';

/** The trial's end as a sentence: its last day (a date, read in UTC) and the days left. */
export function textoFinPrueba(fin: string, dias: number): string {
  const fecha = formatFechaLarga(fin, 'UTC');
  if (dias > 1) return `Tu prueba termina el ${fecha}: quedan ${dias} días`;
  if (dias === 1) return `Tu prueba termina mañana, el ${fecha}`;
  if (dias === 0) return `Tu prueba termina hoy, ${fecha}`;
  return `Tu prueba terminó el ${fecha}`;
}

/** The last request and what became of it: pending, the team will write; attended, when. */
function textoSolicitud(s: NonNullable<PlanEmpresaData['ultimaSolicitud']>): string {
  const pedida = `Pediste el plan ${s.planNombre} el ${formatFecha(s.fecha)}`;
  if (s.estado === 'atendida')
    return `${pedida}. El equipo de Talentia la atendió${s.atendidaEn ? ` el ${formatFecha(s.atendidaEn)}` : ''}: tu plan actual es el que ves arriba.`;
  return `${pedida}: el equipo de Talentia te contactará.`;
}

export function PlanEmpresa({ empresaId }: { empresaId: string }) {
  const { data, mutate } = usePlanEmpresa(empresaId);
  const [abierto, setAbierto] = useState(false);
  const [planId, setPlanId] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { enviando, ejecutar } = useAccion({ fallo: 'Error desconocido', alFallar: setError });
  if (!data) return null;
  // The first plan offered in the company's currency (issue 67): one without a price there cannot be asked for.
  const elegido = planId || data.planesDisponibles.find((p) => p.precio !== null)?.id || '';

  const enviar = async () => {
    setError(undefined);
    await ejecutar(async () => {
      const r = await pedirCambioPlan(empresaId, { planId: elegido, ...(mensaje.trim() ? { mensaje: mensaje.trim() } : {}) });
      toaster.create({ type: 'success', title: r.message ?? '' });
      setAbierto(false);
      setMensaje('');
      await mutate();
    });
  };

  return (
    <Seccion
      enTarjeta
      titulo="Tu plan"
      acciones={
        data.planesDisponibles.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => setAbierto(true)}>
            Solicitar cambio de plan
          </Button>
        )
      }
    >
      <Stack gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">Plan {data.plan.nombre}</Text>
          {data.enPrueba && <Badge colorPalette="orange">En prueba</Badge>}
        </HStack>
        {data.mensualidad && (
          <Text data-testid="mensualidad" fontSize="sm" color="fg.muted">
            {`${data.enPrueba ? 'Tras la prueba pagarás' : 'Pagas'} ${formatearPrecio(data.mensualidad.importe, data.mensualidad.moneda)} al mes`}
          </Text>
        )}
        {data.whatsappMes && (
          <Text data-testid="whatsapp-mes" fontSize="sm" color="fg.muted" title={msgWhatsApp.usoAviso}>
            {fmt(msgWhatsApp.usoResumen, { enviados: data.whatsappMes.enviados, importe: formatearUsd(data.whatsappMes.costeUsd) })}
          </Text>
        )}
        {data.enPrueba && data.finPrueba && data.diasRestantes !== null && (
          <Text data-testid="fin-prueba">{textoFinPrueba(data.finPrueba, data.diasRestantes)}</Text>
        )}
        {data.ultimaSolicitud && (
          <HStack gap="2" align="start" data-testid="ultima-solicitud">
            <Badge colorPalette={data.ultimaSolicitud.estado === 'atendida' ? 'green' : 'gray'} flexShrink={0}>
              {ESTADO_SOLICITUD_PLAN_ETIQUETA[data.ultimaSolicitud.estado]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {textoSolicitud(data.ultimaSolicitud)}
            </Text>
          </HStack>
        )}
      </Stack>
      {abierto && (
        <FormDialog
          title="Solicitar cambio de plan"
          description={`Ahora tienes el plan ${data.plan.nombre}. El equipo de Talentia recibirá tu solicitud.`}
          onClose={() => setAbierto(false)}
          onSubmit={(e) => {
            e.preventDefault();
            void enviar();
          }}
          isSubmitting={enviando}
          submitLabel="Enviar solicitud"
          submittingLabel="Enviando..."
        >
          <Stack gap="4">
            <FormField label="Plan que quieres" error={error}>
              <NativeSelect.Root>
                <NativeSelect.Field value={elegido} onChange={(e) => setPlanId(e.target.value)}>
                  {data.planesDisponibles.map((p) => (
                    <option key={p.id} value={p.id} disabled={p.precio === null}>
                      {p.nombre} · {textoPrecioPeriodo(p.precio, data.moneda, p.periodo, '/') ?? `sin precio en ${data.moneda}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Mensaje (opcional)">
              <Textarea rows={3} maxLength={500} value={mensaje} onChange={(e) => setMensaje(e.target.value)} />
            </FormField>
          </Stack>
        </FormDialog>
      )}
    </Seccion>
  );
}
