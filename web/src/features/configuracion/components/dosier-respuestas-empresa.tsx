// «Respuestas de la empresa» in the dossier's card (issue 65 item 6): what only the company can answer
// of the Ministry of Labour's guide, written here, each save a new version kept with who saved it and
// when. The dossier carries the newest in place of «A completar por la empresa», and they are part of
// its hash. Edited from a version: if another admin saved one meanwhile, the server answers 409 and
// the form offers to load theirs (nothing of either is lost on the server).
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { dosier as msg } from '@shared/messages';
import { CLAVES_EMPRESA, DOSIER, PREGUNTAS_EMPRESA, RespuestasEmpresaBody, type RespuestasEmpresa } from '@shared/schemas/dosier';
import { cuenta } from '@shared/plural';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import { formatFecha } from '../../../lib/format';
import { useRuta } from '../../../lib/use-ruta';

type Valores = z.input<typeof RespuestasEmpresaBody>;
const resolver = zodResolver(RespuestasEmpresaBody);
const CAMPOS = CLAVES_EMPRESA.map((c) => `respuestas.${c}` as const);

function Formulario({
  empresaId,
  inicial,
  onGuardadas,
  onRecargar,
}: {
  empresaId: string;
  inicial: RespuestasEmpresa;
  onGuardadas: (r: RespuestasEmpresa) => void;
  onRecargar: () => void;
}) {
  const [conflicto, setConflicto] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit } = useServerForm<Valores, RespuestasEmpresaBody>(
    {
      resolver,
      campos: CAMPOS,
      errorTitle: 'No se pudieron guardar las respuestas',
      defaultValues: {
        version: inicial.version,
        respuestas: Object.fromEntries(CLAVES_EMPRESA.map((c) => [c, inicial.respuestas[c] ?? ''])),
      },
    },
    async (body) => {
      try {
        const r = await llamar('PUT /api/informes/dosier-algoritmico/respuestas', { query: { empresaId }, body });
        toaster.create({ type: 'success', title: r.message || msg.respuestasSinCambios });
        onGuardadas(r.data);
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) setConflicto(err.message);
        throw err;
      }
    },
  );
  return (
    <Stack gap="4" as="form" onSubmit={(e) => void onSubmit(e)} aria-label="Respuestas de la empresa">
      {conflicto && (
        <Alert.Root status="warning" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{conflicto}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRecargar}>
            Cargar la versión guardada
          </Button>
        </Alert.Root>
      )}
      {CLAVES_EMPRESA.map((c) => (
        <FormField
          key={c}
          label={PREGUNTAS_EMPRESA[c].pregunta}
          helperText={PREGUNTAS_EMPRESA[c].bloque}
          error={errors.respuestas?.[c]?.message}
        >
          <Textarea {...register(`respuestas.${c}`)} rows={3} maxLength={DOSIER.respuestaMax} placeholder={msg.aCompletar} />
        </FormField>
      ))}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={isSubmitting}>
          Guardar respuestas
        </Button>
        <Text fontSize="xs" color="fg.muted">
          Se guarda como una versión nueva; las anteriores se conservan.
        </Text>
      </HStack>
    </Stack>
  );
}

export function RespuestasEmpresaDosier({ empresaId, onGuardadas }: { empresaId: string; onGuardadas: () => void }) {
  const r = useRuta('GET /api/informes/dosier-algoritmico/respuestas', { query: { empresaId } });
  const d = r.data;
  const respondidas = d ? CLAVES_EMPRESA.filter((c) => d.respuestas[c]).length : 0;
  return (
    <Stack gap="3" as="section" aria-labelledby="dosier-respuestas-titulo">
      <Text as="h3" id="dosier-respuestas-titulo" fontWeight="medium">
        Respuestas de la empresa
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Lo que solo la empresa puede responder del cuestionario de la guía. El dosier incluye la versión más reciente en lugar de «
        {msg.aCompletar}», y su huella cambia con ella: genera el dosier de nuevo antes de entregarlo.
      </Text>
      {d && (
        <Text fontSize="sm" role="status">
          {d.version === 0 || !d.guardadaEn
            ? `Aún no se han guardado respuestas: las ${CLAVES_EMPRESA.length} quedan «${msg.aCompletar}».`
            : `Versión ${d.version}, guardada el ${formatFecha(d.guardadaEn)} por ${d.guardadaPor?.nombre ?? 'una persona usuaria'}: ${cuenta(respondidas, 'respuesta', 'respuestas')} de ${CLAVES_EMPRESA.length}.`}
        </Text>
      )}
      {r.error && <Text color="fg.error">No se pudieron cargar las respuestas de la empresa.</Text>}
      {d && (
        <Formulario
          key={d.version}
          empresaId={empresaId}
          inicial={d}
          onGuardadas={(nuevas) => {
            void r.mutate(nuevas, { revalidate: false });
            onGuardadas();
          }}
          onRecargar={() => void r.mutate()}
        />
      )}
    </Stack>
  );
}
