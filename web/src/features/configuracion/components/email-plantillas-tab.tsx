// The Email panel's 'Plantillas' tab (part 2 §3 "Email config"): pick a category and one of its
// templates, switch it on or off, edit its subject and HTML body, insert the placeholders it
// accepts (each with what it holds), and see it as it will go out — shared/email/render.ts, the
// server's own renderer, with the template's sample values and the platform's brand (the sender's
// name, as the server uses it) — in a
// sandboxed frame that runs nothing, or as its text part. A problem (an unknown placeholder, a
// script…) is shown under the editor as the server would refuse it.
import { useDeferredValue, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Flex,
  Grid,
  GridItem,
  Input,
  NativeSelect,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import {
  CATEGORIAS_EMAIL,
  CATEGORIA_ETIQUETA,
  type CategoriaEmail,
  DEFINICION_PLANTILLAS,
  PLANTILLAS_POR_CATEGORIA,
  type PlantillaId,
  ejemploDe,
} from '@shared/email/plantillas';
import { marcadoresDe, renderPlantilla } from '@shared/email/render';
import type { EmailConfigEntrada } from '@shared/schemas/email';
import { FormField } from '../../../components/form-field';
import { InterruptorForm } from '../../../components/interruptor-form';
import { type Contexto, type Valores, problemasDePlantilla } from './email-valores';
import { errorDe } from '../../../lib/form-errors';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

export interface Seleccion {
  categoria: CategoriaEmail;
  id: PlantillaId;
}

interface Props {
  form: UseFormReturn<Valores, Contexto, EmailConfigEntrada>;
  seleccion: Seleccion;
  onSeleccion: (s: Seleccion) => void;
  /** Templates with an error after a save attempt (marked in the list). */
  conError: ReadonlySet<string>;
}

/**
 * The email as it will go out, with the template's sample values; placeholders it does not have stay
 * as written. The brand is the platform's (the sender's name, as the server uses it).
 */
export function vistaPrevia(id: PlantillaId, subject: string, html: string, marca = 'Talentia') {
  const vars = ejemploDe(id);
  for (const m of marcadoresDe(subject + html)) if (!Object.hasOwn(vars, m)) vars[m] = `{{${m}}}`;
  return renderPlantilla({ subject, html }, vars, { nombre: marca.trim() || 'Talentia' });
}

export function EmailPlantillasTab({ form, seleccion, onSeleccion, conError }: Props) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const { categoria, id } = seleccion;
  const def = DEFINICION_PLANTILLAS[id];
  const base = `templates.${categoria}.${id}` as const;
  const plantilla = useWatch({ control, name: base });
  const todas = useWatch({ control, name: 'templates' });
  const remitente = useWatch({ control, name: 'from.name' });
  const [modo, setModo] = useState<'html' | 'texto'>('html');
  // The editor the last placeholder goes into (the one last focused).
  const destino = useRef<{ campo: 'subject' | 'html'; el: HTMLInputElement | HTMLTextAreaElement | null }>({ campo: 'html', el: null });
  const asunto = register(`${base}.subject`);
  const cuerpo = register(`${base}.html`);

  const subject = plantilla?.subject ?? '';
  const html = plantilla?.html ?? '';
  const problema = problemasDePlantilla(id, { enabled: true, subject, html });
  const errorAsunto = problema.subject ?? errorDe(errors, `${base}.subject`);
  const errorCuerpo = problema.html ?? errorDe(errors, `${base}.html`);
  // The frame is rebuilt from the deferred text, so typing stays smooth on a slow phone.
  const diferido = useDeferredValue({ subject, html });
  const render = vistaPrevia(id, diferido.subject, diferido.html, remitente);

  const insertar = (marcador: string) => {
    const { campo, el } = destino.current;
    const ruta = `${base}.${campo}` as const;
    const actual = getValues(ruta);
    const texto = `{{${marcador}}}`;
    const inicio = el?.selectionStart ?? actual.length;
    const fin = el?.selectionEnd ?? actual.length;
    setValue(ruta, actual.slice(0, inicio) + texto + actual.slice(fin), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(inicio + texto.length, inicio + texto.length);
    });
  };

  const etiquetaDe = (c: CategoriaEmail, p: PlantillaId) => {
    const t = todas?.[c]?.[p];
    const notas = [t && !t.enabled ? 'desactivada' : '', conError.has(`${c}.${p}`) ? 'con errores' : ''].filter(Boolean);
    return `${DEFINICION_PLANTILLAS[p].nombre}${notas.length ? ` (${notas.join(', ')})` : ''}`;
  };

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Categoría">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={categoria}
              onChange={(e) => {
                const c = e.target.value as CategoriaEmail;
                onSeleccion({ categoria: c, id: PLANTILLAS_POR_CATEGORIA[c][0] });
              }}
            >
              {CATEGORIAS_EMAIL.map((c) => (
                <option key={c} value={c}>
                  {CATEGORIA_ETIQUETA[c]}
                  {PLANTILLAS_POR_CATEGORIA[c].some((p) => conError.has(`${c}.${p}`)) ? ' (con errores)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Plantilla">
          <OptionSelect
            value={id}
            onChange={(e) => onSeleccion({ categoria, id: e.target.value as PlantillaId })}
            options={opcionesDe(PLANTILLAS_POR_CATEGORIA[categoria], (p) => etiquetaDe(categoria, p))}
          />
        </FormField>
      </SimpleGrid>

      <Alert.Root status={def.enviadaPor ? 'info' : 'warning'} size="sm" data-testid="plantilla-uso">
        <Alert.Indicator />
        <Alert.Description>
          {def.enviadaPor
            ? `Se envía con: ${def.enviadaPor}.`
            : 'Todavía ningún evento de Talentia envía esta plantilla: puedes prepararla, pero no saldrá hasta que una función la use.'}
        </Alert.Description>
      </Alert.Root>

      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <InterruptorForm
            key={`${base}.enabled`}
            control={control}
            name={`${base}.enabled`}
            etiqueta={(activa) => (activa ? 'Plantilla activada' : 'Plantilla desactivada: no se envía')}
          />
          <FormField label="Asunto" required error={errorAsunto}>
            <Input
              key={`${base}.subject`}
              autoComplete="off"
              {...asunto}
              ref={(el) => {
                asunto.ref(el);
                if (el && destino.current.campo === 'subject') destino.current.el = el;
              }}
              onFocus={(e) => (destino.current = { campo: 'subject', el: e.currentTarget })}
            />
          </FormField>
          <FormField label="Contenido (HTML)" required error={errorCuerpo}>
            <Textarea
              key={`${base}.html`}
              rows={12}
              fontFamily="mono"
              fontSize="sm"
              spellCheck={false}
              {...cuerpo}
              ref={(el) => {
                cuerpo.ref(el);
                if (el && destino.current.campo === 'html') destino.current.el = el;
              }}
              onFocus={(e) => (destino.current = { campo: 'html', el: e.currentTarget })}
            />
          </FormField>
          <Box>
            <Text fontWeight="medium" mb="1">
              Marcadores de esta plantilla
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Púlsalo para insertarlo donde está el cursor (en el asunto o en el contenido). Su valor se escapa al enviar.
            </Text>
            <Grid as="ul" listStyleType="none" templateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="2" data-testid="marcadores">
              {Object.entries(def.variables).map(([nombre, v]) => (
                <GridItem as="li" key={nombre} display="grid" gridColumn="1 / -1" gridTemplateColumns="subgrid" alignItems="start">
                  <Button
                    size="xs"
                    variant="subtle"
                    fontFamily="mono"
                    justifySelf="start"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insertar(nombre)}
                    aria-label={`Insertar {{${nombre}}}: ${v.descripcion}`}
                  >
                    {`{{${nombre}}}`}
                  </Button>
                  <Box fontSize="sm" lineHeight="short" minW="0">
                    <Text>{v.descripcion}</Text>
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                      p. ej. «{v.ejemplo}»
                    </Text>
                  </Box>
                </GridItem>
              ))}
            </Grid>
          </Box>
        </Stack>

        <Stack gap="3" minW="0">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium">Vista previa</Text>
            <SegmentGroup.Root size="sm" value={modo} onValueChange={(e) => setModo(e.value === 'texto' ? 'texto' : 'html')}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'html', label: 'HTML' },
                  { value: 'texto', label: 'Texto' },
                ]}
              />
            </SegmentGroup.Root>
          </Flex>
          <Box borderWidth="1px" rounded="md" px="3" py="2" bg="bg.subtle">
            <Text fontSize="sm" wordBreak="break-word">
              <Text as="span" color="fg.muted">
                Asunto:{' '}
              </Text>
              <span data-testid="vista-previa-asunto">{render.subject}</span>
            </Text>
          </Box>
          {modo === 'html' ? (
            <chakra.iframe
              title={`Vista previa del email «${def.nombre}»`}
              data-testid="vista-previa"
              sandbox=""
              srcDoc={render.html}
              w="full"
              h={{ base: '480px', md: '600px' }}
              borderWidth="1px"
              rounded="md"
              bg="white"
            />
          ) : (
            <Code
              as="pre"
              data-testid="vista-previa-texto"
              display="block"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
              p="3"
              rounded="md"
              fontSize="sm"
              maxH={{ base: '480px', md: '600px' }}
              overflowY="auto"
            >
              {render.text}
            </Code>
          )}
          <Wrap gap="2" align="center">
            {plantilla && !plantilla.enabled && (
              <Badge colorPalette="gray" variant="subtle">
                Desactivada
              </Badge>
            )}
            <Text fontSize="xs" color="fg.muted">
              Con los valores de ejemplo de cada marcador y el nombre del remitente como cabecera. Los emails sobre una empresa llevan su
              nombre y su color.
            </Text>
          </Wrap>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
