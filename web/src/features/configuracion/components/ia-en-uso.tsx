// «IA que usa ahora <empresa>» (D176): per feature, which AI the company uses and why — the
// precedence module's own words (GET …/apis, `iaEnUso`) — and, when the deploy enabled Amazon Bedrock
// with more than one model (-c bedrock=a,b), the company's choice among them (PUT …/modelo-bedrock).
import { useId, useState } from 'react';
import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { modeloBedrock as msg } from '@shared/messages';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { useAccion } from '../../../lib/use-accion';
import type { ApisEmpresa } from '../api/configuracion';

const USOS = [
  ['informe', 'Informes'],
  ['repregunta', 'Preguntas de seguimiento'],
  ['voz', 'Respuestas por voz'],
] as const;

/** The select's value for «the platform's default» (the API's null). */
const PREDETERMINADO = '';

interface IaEnUsoProps {
  empresaId: string;
  nombreEmpresa: string;
  datos: ApisEmpresa;
  /** Reads the keys' answer again after a change (the «why» changes with it). */
  recargar: () => unknown;
}

export function IaEnUso({ empresaId, nombreEmpresa, datos, recargar }: IaEnUsoProps) {
  if (!datos.iaEnUso) return null;
  const iaEnUso = datos.iaEnUso;
  return (
    <Stack as="section" gap="2" aria-label="IA que usa la empresa" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h3" size="sm">
        IA que usa ahora {nombreEmpresa}
      </Heading>
      {/* Only dt/dd groups in the list (axe's definition-list): the heading and the form stay outside. */}
      <Stack as="dl" gap="2">
        {USOS.map(([uso, etiqueta]) => (
          <div key={uso}>
            <Text as="dt" fontWeight="medium">
              {etiqueta}: {iaEnUso[uso].usa}
            </Text>
            <Text as="dd" color="fg.muted" fontSize="sm">
              {iaEnUso[uso].porque}
            </Text>
          </div>
        ))}
      </Stack>
      {datos.bedrock && datos.bedrock.modelos.length > 1 && (
        <ModeloBedrock key={datos.bedrock.modelo ?? PREDETERMINADO} empresaId={empresaId} bedrock={datos.bedrock} recargar={recargar} />
      )}
    </Stack>
  );
}

function ModeloBedrock({
  empresaId,
  bedrock,
  recargar,
}: {
  empresaId: string;
  bedrock: NonNullable<ApisEmpresa['bedrock']>;
  recargar: () => unknown;
}) {
  // A choice the deploy no longer lists shows as the default (which is what is used).
  const [valor, setValor] = useState(bedrock.modelo && bedrock.modelos.includes(bedrock.modelo) ? bedrock.modelo : PREDETERMINADO);
  const { enviando: guardando, ejecutar } = useAccion({ fallo: 'No se pudo guardar el modelo de Amazon Bedrock' });
  const id = useId();
  const guardar = () =>
    ejecutar(async () => {
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/modelo-bedrock', {
        params: { empresaId },
        body: { modelo: valor === PREDETERMINADO ? null : valor },
      });
      toaster.create({ type: 'success', title: r.message || (r.data.modelo === null ? msg.predeterminado : msg.guardado) });
      await recargar();
    });
  const [porDefecto, ...otros] = bedrock.modelos;
  return (
    <Stack as="form" gap="2" pt="2" onSubmit={(ev) => (ev.preventDefault(), void guardar())} aria-labelledby={`${id}-titulo`}>
      <Text fontWeight="medium" id={`${id}-titulo`}>
        Modelo de Amazon Bedrock ({bedrock.region})
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Este despliegue ofrece estos modelos. Se usa el elegido cuando no hay clave de OpenAI ni de Claude.
      </Text>
      <Field.Root maxW="xl">
        <Field.Label>Modelo</Field.Label>
        <HStack gap="2" align="start">
          <NativeSelect.Root disabled={guardando}>
            <NativeSelect.Field value={valor} onChange={(ev) => setValor(ev.target.value)}>
              <option value={PREDETERMINADO}>{`Predeterminado de la plataforma (${porDefecto})`}</option>
              {otros.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" variant="outline" loading={guardando}>
            Guardar modelo
          </Button>
        </HStack>
      </Field.Root>
    </Stack>
  );
}
