// Bulk actions on a vacancy's candidates (issue 66 item 5, D190, D193): what the board's selection is
// (some candidates chosen one by one, or a whole stage: everyone in it when the action is accepted,
// loaded or not), the bar that acts on it («Mover a…», «Invitar a la entrevista…», «Reenviar
// invitación…», «Rechazar…» with the mail edited once for all); the action's progress is
// components/progreso-lote.tsx, shared with the candidates list (D200). The work runs in a queue: the dialog may be closed meanwhile, and the board shows
// the action still running when it is opened again.
import { useState } from 'react';
import { Box, Button, Checkbox, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { ENTREVISTAS } from '@shared/constants';
import { fmt } from '@shared/messages';
import { REENVIO_INVITACION } from '@shared/schemas/candidato-envios';
import type { EtapaVacante } from '@shared/schemas/candidatura';
import { nombreEtapa } from '@shared/schemas/etapas-vacante';
import type { LoteCreate } from '@shared/schemas/lote-vacante';
import { trabajoVivo } from '@shared/schemas/trabajo';
import { cuenta } from '@shared/plural';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { crearLote, useBorradorLote, useEtapas, useLotes } from '../api/vacantes';

/** The board's selection: candidates chosen one by one (id → name), or a whole stage. */
export type Seleccion = { ids: ReadonlyMap<string, string> } | { etapa: EtapaVacante };

export const SIN_SELECCION: Seleccion = { ids: new Map() };

export const haySeleccion = (s: Seleccion) => 'etapa' in s || s.ids.size > 0;

/** The selection with one candidate toggled (a whole stage chosen before is let go). */
export function conmutar(s: Seleccion, id: string, nombre: string): Seleccion {
  const ids = new Map('ids' in s ? s.ids : []);
  if (ids.has(id)) ids.delete(id);
  else ids.set(id, nombre);
  return { ids };
}

export function elegido(s: Seleccion, id: string, etapa: EtapaVacante): boolean {
  return 'etapa' in s ? s.etapa === etapa : s.ids.has(id);
}

const describir = (s: Seleccion, etapas: ReadonlyArray<{ id: string; nombre: string }>) =>
  'etapa' in s
    ? `Todos los candidatos en «${nombreEtapa(etapas, s.etapa)}»`
    : `${cuenta(s.ids.size, 'candidato elegido', 'candidatos elegidos')}`;

const objetivo = (s: Seleccion): Pick<LoteCreate, 'candidatos' | 'etapaOrigen'> =>
  'etapa' in s ? { etapaOrigen: s.etapa } : { candidatos: [...s.ids.keys()] };

interface BarraProps {
  vacanteId: string;
  empresaId: string | undefined;
  seleccion: Seleccion;
  /** The vacancy takes new interviews (not closed): «Invitar…» is offered. */
  puedeInvitar: boolean;
  onLimpiar: () => void;
  /** The action was accepted: its id, to follow its progress. */
  onLanzada: (loteId: string) => void;
}

/** The bar over the board while something is selected: what is selected, and what can be done with it. */
export function BarraLote({ vacanteId, empresaId, seleccion, puedeInvitar, onLimpiar, onLanzada }: BarraProps) {
  const { etapas } = useEtapas(empresaId);
  const [elegida, setDestino] = useState<EtapaVacante>('finalista');
  // «Finalista» unless the company deleted it (D195): then its first stage.
  const destino = etapas.some((e) => e.id === elegida) ? elegida : etapas[0]!.id;
  const [enviando, setEnviando] = useState(false);
  const [rechazando, setRechazando] = useState(false);
  const [confirmar, setConfirmar] = useState<'invitar' | 'reenviar' | null>(null);
  const lanzar = async (body: LoteCreate) => {
    setEnviando(true);
    try {
      const { data, message } = await crearLote(vacanteId, empresaId, body);
      toaster.create({ type: 'success', title: message });
      onLanzada(data.id);
      onLimpiar();
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo empezar la acción en bloque') });
      return false;
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Box as="section" aria-label="Acciones en bloque" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="md" p="3">
      <Stack gap="2">
        <Text fontWeight="medium" aria-live="polite">
          {describir(seleccion, etapas)}
        </Text>
        <HStack gap="2" flexWrap="wrap" align="end">
          <OptionSelect
            aria-label="Mover a la etapa"
            value={destino}
            options={opcionesDe(
              etapas.map((e) => e.id),
              (id) => nombreEtapa(etapas, id),
            )}
            onChange={(e) => setDestino(e.target.value)}
            maxW="48"
          />
          <Button
            size="sm"
            colorPalette="brand"
            loading={enviando}
            onClick={() => void lanzar({ accion: 'mover', etapa: destino, ...objetivo(seleccion) })}
          >
            Mover
          </Button>
          {puedeInvitar && (
            <Button size="sm" variant="outline" onClick={() => setConfirmar('invitar')}>
              Invitar a la entrevista…
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setConfirmar('reenviar')}>
            Reenviar invitación…
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRechazando(true)}>
            Rechazar…
          </Button>
          <Button size="sm" variant="ghost" onClick={onLimpiar}>
            Quitar selección
          </Button>
        </HStack>
      </Stack>
      {confirmar && (
        <FormDialog
          title={CONFIRMAR[confirmar].titulo}
          description={describir(seleccion, etapas)}
          onClose={() => setConfirmar(null)}
          isSubmitting={enviando}
          submitLabel={CONFIRMAR[confirmar].boton}
          submittingLabel="Empezando…"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await lanzar({ accion: confirmar, ...objetivo(seleccion) })) setConfirmar(null);
          }}
        >
          <Text fontSize="sm">{CONFIRMAR[confirmar].texto}</Text>
        </FormDialog>
      )}
      {rechazando && (
        <RechazoLoteDialog
          vacanteId={vacanteId}
          empresaId={empresaId}
          seleccion={seleccion}
          onClose={() => setRechazando(false)}
          onRechazar={async (email) => {
            if (await lanzar({ accion: 'rechazar', email, ...objetivo(seleccion) })) setRechazando(false);
          }}
        />
      )}
    </Box>
  );
}

/** What inviting and resending do, said before the person confirms (D193). */
const CONFIRMAR = {
  invitar: {
    titulo: 'Invitar a la entrevista',
    boton: 'Invitar',
    texto: fmt(
      'A cada candidato se le programa la entrevista de la vacante —o la propia de la etapa en la que está, si esa etapa tiene una—, disponible desde ahora durante {dias}, y se le envía la invitación por email con su enlace; pasa a «Invitado». Cada entrevista cuenta en el cupo y las licencias de la empresa. Quien ya tenga una entrevista pendiente en la vacante, ya haya hecho la de su etapa o esté rechazado no se toca, y se indica en el resultado.',
      { dias: cuenta(ENTREVISTAS.tokenDiasTrasFin, 'día', 'días') },
    ),
  },
  reenviar: {
    titulo: 'Reenviar la invitación',
    boton: 'Reenviar',
    texto: fmt(
      'Cada candidato con una entrevista pendiente en la vacante recibe de nuevo su invitación, con el mismo enlace. Como mucho {max} por entrevista, con {minutos} entre dos; a quien no le toque, no se le envía y se indica en el resultado.',
      {
        max: cuenta(REENVIO_INVITACION.maximo, 'reenvío', 'reenvíos'),
        minutos: cuenta(REENVIO_INVITACION.minutosEntre, 'minuto', 'minutos'),
      },
    ),
  },
} as const;

interface RechazoProps {
  vacanteId: string;
  empresaId: string | undefined;
  seleccion: Seleccion;
  onClose: () => void;
  onRechazar: (email: LoteCreate['email']) => Promise<void>;
}

/** «Rechazar…»: the outcome mail, drafted from the company's «Proceso no continúa», edited once for all. */
function RechazoLoteDialog({ vacanteId, empresaId, seleccion, onClose, onRechazar }: RechazoProps) {
  const borrador = useBorradorLote(vacanteId, empresaId, true);
  const { etapas } = useEtapas(empresaId);
  const [asunto, setAsunto] = useState<string | null>(null);
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [conEmail, setConEmail] = useState(true);
  const [enviando, setEnviando] = useState(false);
  const a = asunto ?? borrador.data?.asunto ?? '';
  const m = mensaje ?? borrador.data?.mensaje ?? '';
  return (
    <FormDialog
      title="Rechazar en bloque"
      description={describir(seleccion, etapas)}
      onClose={onClose}
      size="lg"
      isSubmitting={enviando}
      submitLabel="Rechazar"
      submittingLabel="Empezando…"
      submitDisabled={conEmail && (!a.trim() || !m.trim())}
      onSubmit={async (e) => {
        e.preventDefault();
        setEnviando(true);
        await onRechazar(conEmail ? { asunto: a, mensaje: m } : null);
        setEnviando(false);
      }}
    >
      <Stack gap="3">
        <Text fontSize="sm">
          Cada candidato pasa a «Descartado» y su estado a «Rechazado». Quien tenga una entrevista pendiente o haya pedido borrar sus datos
          no se toca, y se indica en el resultado.
        </Text>
        <Checkbox.Root checked={conEmail} onCheckedChange={(e) => setConEmail(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Enviar el email de rechazo a cada candidato</Checkbox.Label>
        </Checkbox.Root>
        {conEmail && (
          <>
            <FormField label="Asunto" required>
              <Input value={a} maxLength={200} onChange={(e) => setAsunto(e.target.value)} />
            </FormField>
            <FormField
              label="Mensaje"
              required
              helperText="{{nombreCandidato}} se sustituye por el nombre de cada uno. Cada candidato recibe este email una sola vez; a quien ya se le comunicó el rechazo no se le envía otro."
            >
              <Textarea value={m} rows={8} maxLength={5000} onChange={(e) => setMensaje(e.target.value)} />
            </FormField>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}

/** The action still running on this vacancy when the board opens (another person's, or this one's before a reload). */
export function useLoteEnCurso(vacanteId: string, empresaId: string | undefined, enabled: boolean): string | null {
  const { data } = useLotes(vacanteId, empresaId, enabled);
  const vivo = data?.items.find((l) => trabajoVivo(l.estado));
  return vivo?.id ?? null;
}
