// «Añadir webhook» (D147): an https:// address, a description and the events it receives (every one
// chosen by default); once added, its secret is shown once.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { webhooks as msg } from '@shared/messages';
import { EVENTOS_WEBHOOK, WebhookCreate } from '@shared/schemas/webhooks';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { crearWebhook } from '../api/webhooks';
import { etiquetaEvento } from './etiqueta-evento';
import { SecretoUnaVez } from './webhook-secreto';

type Valores = z.input<typeof WebhookCreate>;
const VACIO: Valores = { url: '', eventos: [...EVENTOS_WEBHOOK], descripcion: '' };
const resolver = zodResolver(WebhookCreate);

/** «Añadir webhook»: the address, a description and the events (all chosen by default); then its secret, once. */
export function NuevoWebhookDialog({ empresaId, onClose }: { empresaId: string | undefined; onClose: () => void }) {
  const [secreto, setSecreto] = useState<string | null>(null);
  const { register, control, errors, isSubmitting, onSubmit } = useServerForm<Valores, WebhookCreate>(
    { resolver, defaultValues: VACIO, campos: ['url', 'eventos', 'descripcion'], errorTitle: 'No se pudo crear el webhook' },
    async (datos) => {
      const creado = await crearWebhook(empresaId, { ...datos, ...(datos.descripcion ? {} : { descripcion: undefined }) });
      toaster.create({ type: 'success', title: msg.creado });
      setSecreto(creado.secreto);
    },
  );
  return (
    <FormDialog
      title="Añadir webhook"
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Añadir webhook"
      submittingLabel="Añadiendo..."
      size="lg"
      result={
        secreto
          ? {
              title: 'Webhook añadido: su secreto',
              body: <SecretoUnaVez secreto={secreto} />,
              closeLabel: 'Entendido',
            }
          : null
      }
    >
      <Stack gap="4">
        <FormField label="URL" required error={errors.url?.message} helperText="Una dirección https:// pública de tu sistema.">
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://ats.tuempresa.com/webhooks/talentia"
            {...register('url')}
          />
        </FormField>
        <FormField label="Descripción" error={errors.descripcion?.message}>
          <Input autoComplete="off" placeholder="ATS de selección" {...register('descripcion')} />
        </FormField>
        <FormField label="Eventos" required error={errors.eventos?.message}>
          <Controller
            control={control}
            name="eventos"
            render={({ field }) => (
              <Stack gap="2">
                {EVENTOS_WEBHOOK.map((ev) => (
                  <Checkbox.Root
                    key={ev}
                    colorPalette="brand"
                    checked={field.value.includes(ev)}
                    onCheckedChange={(e) =>
                      field.onChange(e.checked === true ? [...field.value, ev] : field.value.filter((x: string) => x !== ev))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {etiquetaEvento(ev)}{' '}
                      <Text as="span" color="fg.muted" fontSize="xs">
                        {ev}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
