// «Respuestas de la empresa» in the dossier's card (issue 65 item 6): what only the company can answer
// of the Ministry of Labour's guide, written here, each save a new version kept with who saved it and
// when. The dossier carries the newest in place of «A completar por la empresa», and they are part of
// its hash. Edited from a version: if another admin saved one meanwhile, the server answers 409 and
// the form offers to load theirs (nothing of either is lost on the server). The same form, with
// `tipo="estudio-impacto-co"`, holds a Colombian company's answers to its privacy impact study's own
// questions (issue 67 item 7): the same store under the study's type, its own versions and hash.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { dosier as msg } from '@shared/messages';
import {
  CLAVES_DOCUMENTO,
  DOSIER,
  PREGUNTAS_EMPRESA,
  PREGUNTAS_ESTUDIO_CO,
  RespuestasEmpresaBody,
  type ClaveRespuesta,
  type RespuestasEmpresa,
  type TipoDosier,
} from '@shared/schemas/dosier';
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
const PREGUNTAS: Record<ClaveRespuesta, { bloque: string; pregunta: string }> = { ...PREGUNTAS_EMPRESA, ...PREGUNTAS_ESTUDIO_CO };

/** What each document's form says: its name, the section's id and what the answers complete. */
const TEXTOS: Record<TipoDosier, { titulo: string; id: string; formulario: string; explicacion: string }> = {
  'dosier-algoritmico': {
    titulo: 'Respuestas de la empresa',
    id: 'dosier-respuestas-titulo',
    formulario: 'Respuestas de la empresa',
    explicacion: `Lo que solo la empresa puede responder del cuestionario de la guía. El dosier incluye la versión más reciente en lugar de «${msg.aCompletar}», y su huella cambia con ella: genera el dosier de nuevo antes de entregarlo.`,
  },
  'estudio-impacto-co': {
    titulo: 'Respuestas de la empresa al estudio',
    id: 'estudio-respuestas-titulo',
    formulario: 'Respuestas de la empresa al estudio',
    explicacion: `Lo que solo la empresa puede responder del estudio y el dosier no pregunta. El estudio incluye la versión más reciente en lugar de «${msg.aCompletar}», y su huella cambia con ella.`,
  },
};

function Formulario({
  empresaId,
  tipo,
  inicial,
  onGuardadas,
  onRecargar,
}: {
  empresaId: string;
  tipo: TipoDosier;
  inicial: RespuestasEmpresa;
  onGuardadas: (r: RespuestasEmpresa) => void;
  onRecargar: () => void;
}) {
  const [conflicto, setConflicto] = useState<string | null>(null);
  const claves = CLAVES_DOCUMENTO[tipo];
  const { register, errors, isSubmitting, onSubmit } = useServerForm<Valores, RespuestasEmpresaBody>(
    {
      resolver,
      campos: claves.map((c) => `respuestas.${c}` as const),
      errorTitle: 'No se pudieron guardar las respuestas',
      defaultValues: {
        version: inicial.version,
        respuestas: Object.fromEntries(claves.map((c) => [c, inicial.respuestas[c] ?? ''])),
      },
    },
    async (body) => {
      try {
        // The dossier's own route as before; the study's answers under its type.
        const query = tipo === 'dosier-algoritmico' ? { empresaId } : { empresaId, tipo };
        const r = await llamar('PUT /api/informes/dosier-algoritmico/respuestas', { query, body });
        toaster.create({ type: 'success', title: r.message || msg.respuestasSinCambios });
        onGuardadas(r.data);
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) setConflicto(err.message);
        throw err;
      }
    },
  );
  return (
    <Stack gap="4" as="form" onSubmit={(e) => void onSubmit(e)} aria-label={TEXTOS[tipo].formulario}>
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
      {claves.map((c) => (
        <FormField key={c} label={PREGUNTAS[c].pregunta} helperText={PREGUNTAS[c].bloque} error={errors.respuestas?.[c]?.message}>
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

export function RespuestasEmpresaDosier({
  empresaId,
  tipo = 'dosier-algoritmico',
  onGuardadas,
}: {
  empresaId: string;
  tipo?: TipoDosier;
  onGuardadas: () => void;
}) {
  const r = useRuta('GET /api/informes/dosier-algoritmico/respuestas', {
    query: tipo === 'dosier-algoritmico' ? { empresaId } : { empresaId, tipo },
  });
  const d = r.data;
  const claves = CLAVES_DOCUMENTO[tipo];
  const t = TEXTOS[tipo];
  const respondidas = d ? claves.filter((c) => d.respuestas[c]).length : 0;
  return (
    <Stack gap="3" as="section" aria-labelledby={t.id}>
      <Text as="h3" id={t.id} fontWeight="medium">
        {t.titulo}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t.explicacion}
      </Text>
      {d && (
        <Text fontSize="sm" role="status">
          {d.version === 0 || !d.guardadaEn
            ? `Aún no se han guardado respuestas: las ${claves.length} quedan «${msg.aCompletar}».`
            : `Versión ${d.version}, guardada el ${formatFecha(d.guardadaEn)} por ${d.guardadaPor?.nombre ?? 'una persona usuaria'}: ${cuenta(respondidas, 'respuesta', 'respuestas')} de ${claves.length}.`}
        </Text>
      )}
      {r.error && <Text color="fg.error">No se pudieron cargar las respuestas de la empresa.</Text>}
      {d && (
        <Formulario
          key={d.version}
          empresaId={empresaId}
          tipo={tipo}
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
