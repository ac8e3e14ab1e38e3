// The review of an analizada interview's AI report (PUT /api/entrevistas/{id}/validacion; D69): a
// person decides (recomendado, no recomendado, en duda), may change the score of any evaluated
// competency (empty keeps the AI's), says why (required), and may move the candidate to
// seleccionado or rechazado — and only then, if they tick it, send the candidate the email. The
// body is checked with the contract's ValidacionBody (./revision.ts); the AI's report stays as it was.
// Shared by the Entrevistas and Informes screens: each hands in `onEnviar`, the PUT from its own
// api file, which also refreshes what that screen reads; the form says how it went. The AI's
// recommendation is shown above the decision (the person decides knowing it; D80). With `corrige`
// it corrects a saved review: it starts from that review and sends its number (D80).
// Evidence first (D153): each competency's quotes are shown closed above the decision; confirming
// the AI's recommendation needs every one opened, and an override (another decision, a changed
// score) needs its written reason. The form sends which quotes were opened, for the oversight record.
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Fieldset, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { informes as msg } from '@shared/messages';
import type { Entrevista } from '@shared/schemas/entrevista';
import {
  DECISIONES_VALIDACION,
  DECISION_ETIQUETA,
  type Validacion,
  type ValidacionBody,
  autorInforme,
  recomendacionDeIA,
} from '@shared/schemas/informe';
import type { ApiResponse } from '../../lib/api-client';
import { aplicarErroresServidor, mensajeDeError } from '../../lib/form-errors';
import { useDerechoAcceso } from '../../lib/ley-empresa';
import { FormField } from '../form-field';
import { toaster } from '../toaster';
import { EvidenciaPrimero, conEvidencia } from './evidencia-primero';
import {
  avisoComentarioCandidato,
  type ContextoIA,
  type ValoresRevision,
  cuerpoRevision,
  evaluadas,
  resolverRevision,
  valoresIniciales,
} from './revision';
import { RecomendacionIA } from './revision-vista';
import { datosSenales, lineaJuntoARegla } from './integridad-datos';
import { SenalesIntegridad } from './senales-integridad';

const CAMPOS = ['decision', 'comentario', 'estadoCandidato', 'motivoCambio'] as const;

/** What the candidate receives (D180): nothing when the review is saved; the outcome, later, in one mail a person approves. */
const QUE_RECIBE = {
  '': 'Nada todavía: sin seguimiento, el candidato no recibe ningún email.',
  seleccionado:
    'Nada al guardar. Después prepararás el único email que recibe: que sigue en el proceso, con los comentarios si tu empresa los envía; lo editas y lo apruebas antes de que salga.',
  rechazado:
    'Nada al guardar. Después prepararás el único email que recibe: que no sigue en el proceso, con los comentarios si tu empresa los envía; lo editas y lo apruebas antes de que salga.',
};

interface RevisionFormProps {
  entrevista: Entrevista;
  /**
   * Sends the review (PUT /api/entrevistas/{id}/validacion) and answers the updated interview;
   * each screen's own call, which also puts that answer where the screen reads the interview.
   */
  onEnviar: (body: ValidacionBody) => Promise<ApiResponse<Entrevista>>;
  /** The review is saved: the interview is validada (the screen reloads its lists and counts). */
  onValidada?: (e: Entrevista) => void;
  /** The saved review this form corrects (D80): the form starts from it and sends its number. */
  corrige?: Validacion | null;
  /** Leaves the correction without saving. */
  onCancelar?: () => void;
}

export function RevisionForm({ entrevista: e, onEnviar, onValidada, corrige, onCancelar }: RevisionFormProps) {
  const competencias = evaluadas(e.informeIA?.softSkills ?? []);
  const numero = corrige ? (corrige.numero ?? 1) : undefined;
  const conCitas = conEvidencia(e.informeIA?.softSkills ?? []);
  const [ia] = useState<ContextoIA>(() => ({
    recomendacion: e.informeIA ? recomendacionDeIA(e.informeIA) : null,
    conCitas: conCitas.map((s) => s.habilidad),
    autor: autorInforme(e.informeIA?.procedencia.metodo),
  }));
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  // The candidate's right of access in the words of the company's country's law (issue 67 item 7).
  const derechoAcceso = useDerechoAcceso(e.empresaId);
  // The button is at the form's foot and the form can be long: a refused save is brought into view
  // and toasted, so it is seen wherever the reviewer is (issue 54 item 8).
  const alertaRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorGeneral) alertaRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [errorGeneral]);
  /** «IA» or «analizador»: whose the scores the reviewer adjusts are. */
  const quien = e.informeIA?.procedencia.metodo === 'integrado' ? 'analizador' : 'IA';
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ValoresRevision, unknown, ValidacionBody>({
    resolver: resolverRevision(competencias, numero, ia),
    defaultValues: valoresIniciales(competencias, corrige),
  });
  const estadoCandidato = useWatch({ control, name: 'estadoCandidato' });
  const [decision, ajustesEscritos, evidenciaAbierta] = useWatch({ control, name: ['decision', 'ajustes', 'evidenciaAbierta'] });
  // An override of the AI (D153) asks for its reason.
  const { cambio } = cuerpoRevision(
    { ...valoresIniciales(competencias), decision, ajustes: ajustesEscritos, evidenciaAbierta },
    competencias,
    numero,
    ia,
  );
  const abrir = (habilidad: string) =>
    setValue('evidenciaAbierta', [...new Set([...evidenciaAbierta, habilidad])], { shouldValidate: !!errors.evidenciaAbierta });

  const onSubmit = handleSubmit(async (body) => {
    setErrorGeneral(null);
    try {
      const r = await onEnviar(body);
      toaster.create({ type: 'success', title: r.message || msg.validada });
      onValidada?.(r.data);
    } catch (error) {
      if (!aplicarErroresServidor<ValoresRevision>(error, CAMPOS, setError)) {
        const texto = mensajeDeError(error, 'No se pudo guardar la revisión');
        setErrorGeneral(texto);
        toaster.create({ type: 'error', title: texto });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={corrige ? 'Corrección de la revisión' : 'Revisión del informe'}>
      <Stack gap="5">
        {e.informeIA && (
          <RecomendacionIA
            recomendacion={recomendacionDeIA(e.informeIA)}
            metodo={e.informeIA.procedencia.metodo}
            regla={e.informeIA.recomendacion?.regla}
            junto={e.informeIA.recomendacion ? lineaJuntoARegla(datosSenales(e.informeIA, e.transcripcion)) : null}
          />
        )}
        {e.informeIA?.integridad && <SenalesIntegridad informe={e.informeIA} transcripcion={e.transcripcion} nivelTitulos={4} compacto />}
        {corrige && (
          <Text fontSize="sm" color="fg.muted">
            Corriges la revisión {numero} de {corrige.por.nombre}: la nueva decisión pasa a ser la vigente y la anterior queda en el
            historial con quién y cuándo.
          </Text>
        )}
        <EvidenciaPrimero
          autor={ia.autor}
          competencias={conCitas}
          abiertas={evidenciaAbierta}
          onAbrir={abrir}
          error={(errors.evidenciaAbierta as { message?: string } | undefined)?.message}
        />
        <Controller
          control={control}
          name="decision"
          render={({ field }) => (
            // The error is the fieldset's (Ark describes the group with it); the label is the group's.
            <Fieldset.Root invalid={!!errors.decision}>
              <RadioGroup.Root
                name={field.name}
                value={field.value || null}
                onValueChange={(d) => field.onChange(d.value ?? '')}
                required
                colorPalette="brand"
                size="sm"
              >
                <RadioGroup.Label fontWeight="medium" mb="2">
                  Decisión{' '}
                  <Text as="span" color="fg.error" aria-hidden>
                    *
                  </Text>
                </RadioGroup.Label>
                <HStack gap="5" wrap="wrap">
                  {DECISIONES_VALIDACION.map((d) => (
                    <RadioGroup.Item key={d} value={d}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{DECISION_ETIQUETA[d]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
              <Fieldset.ErrorText>{errors.decision?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />

        {competencias.length > 0 && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium">Puntuaciones ajustadas (opcional)</Fieldset.Legend>
            <Fieldset.HelperText>
              Escribe una puntuación de 0 a 10 solo donde no estés de acuerdo; vacía, se mantiene la {ia.autor}.
            </Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
              {competencias.map((s, i) => (
                <FormField
                  key={`${i}-${s.habilidad}`}
                  label={`${s.habilidad} (${quien}: ${s.puntuacion})`}
                  error={errors.ajustes?.[i]?.puntuacion?.message}
                >
                  <Input type="number" inputMode="numeric" min={0} max={10} step={1} {...register(`ajustes.${i}.puntuacion`)} />
                </FormField>
              ))}
            </SimpleGrid>
          </Fieldset.Root>
        )}

        {cambio && (
          <FormField
            label="Motivo del cambio"
            required
            error={errors.motivoCambio?.message}
            helperText={`Tu decisión o tus puntuaciones difieren de las ${ia.autor}: explica por qué. Queda en el registro de supervisión; no escribas datos personales del candidato.`}
          >
            <Textarea rows={2} {...register('motivoCambio')} />
          </FormField>
        )}

        <Stack gap="1">
          <Text fontSize="sm" data-testid="aviso-comentario">
            {avisoComentarioCandidato(derechoAcceso)}
          </Text>
          <FormField
            label="Comentario"
            required
            error={errors.comentario?.message}
            helperText="Explica la decisión: queda guardada junto al informe y la lee la persona candidata."
          >
            <Textarea rows={3} {...register('comentario')} />
          </FormField>
        </Stack>

        <Stack gap="3">
          <FormField
            label="Seguimiento del candidato"
            error={errors.estadoCandidato?.message}
            helperText={`Qué recibe el candidato: ${QUE_RECIBE[estadoCandidato]}`}
          >
            <NativeSelect.Root>
              <NativeSelect.Field {...register('estadoCandidato')}>
                <option value="">Sin cambios</option>
                <option value="seleccionado">Seleccionado</option>
                <option value="rechazado">Rechazado</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Stack>

        {errorGeneral && (
          <Alert.Root ref={alertaRef} status="error" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorGeneral}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="end" gap="2" wrap="wrap">
          {onCancelar && (
            <Button variant="outline" onClick={onCancelar} disabled={isSubmitting}>
              Cancelar corrección
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Guardando...">
            {corrige ? 'Guardar corrección' : 'Guardar revisión'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
