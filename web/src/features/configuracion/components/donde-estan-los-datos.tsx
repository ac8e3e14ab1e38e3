// «Dónde están los datos» in Configuración (issue 67 item 8): the deploy's region by name, the basis
// the company's country gives for its data living there (shared/paises.ts, GET …/apis `ubicacionDatos`)
// and, where that law asks for a safeguard, the one recorded (who, when) or the form to record it
// (PUT …/salvaguarda-transferencia); until then the company's first interview waits for it.
import { useId, useState } from 'react';
import { Alert, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ubicacionDatos as msg } from '@shared/messages';
import { TIPOS_SALVAGUARDA } from '@shared/paises';
import { formatFecha, formatFechaHora } from '@shared/fechas';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { useAccion } from '../../../lib/use-accion';
import type { ApisEmpresa } from '../api/configuracion';

type Ubicacion = NonNullable<ApisEmpresa['ubicacionDatos']>;

export function DondeEstanLosDatos({
  empresaId,
  ubicacion,
  recargar,
}: {
  empresaId: string;
  ubicacion: Ubicacion;
  recargar: () => unknown;
}) {
  const { base, registrada } = ubicacion;
  return (
    <Stack as="section" gap="2" aria-label="Dónde están los datos" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h3" size="sm">
        Dónde están los datos
      </Heading>
      <Text>
        Los datos de la empresa se guardan en la región de AWS <strong>{ubicacion.regionNombre}</strong> ({ubicacion.region}).
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {base ? base.texto : 'El país de la empresa no está entre los que Talentia conoce: no podemos decir qué pide su ley.'}
      </Text>
      {registrada && (
        <Text fontSize="sm">
          Garantía registrada: {registrada.tipo} — {registrada.referencia}, de{' '}
          {formatFecha(`${registrada.fechaDocumento}T12:00:00Z`, 'UTC')}
          {registrada.por ? `; la registró ${registrada.por.nombre}` : ''}
          {registrada.fecha ? ` el ${formatFechaHora(registrada.fecha)}` : ''}.
        </Text>
      )}
      {ubicacion.pendiente && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Falta registrar la garantía</Alert.Title>
            <Alert.Description>
              La empresa no podrá programar su primera entrevista hasta que un administrador registre la garantía (
              {base?.salvaguarda?.toLowerCase()}).
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {base && (ubicacion.pendiente || registrada) && (
        <FormularioSalvaguarda
          key={registrada?.fecha ?? 'nueva'}
          empresaId={empresaId}
          propuesta={registrada?.tipo ?? base.salvaguarda ?? TIPOS_SALVAGUARDA[0]}
          recargar={recargar}
          cambiar={Boolean(registrada)}
        />
      )}
    </Stack>
  );
}

function FormularioSalvaguarda({
  empresaId,
  propuesta,
  recargar,
  cambiar,
}: {
  empresaId: string;
  propuesta: string;
  recargar: () => unknown;
  cambiar: boolean;
}) {
  const [tipo, setTipo] = useState(propuesta);
  const [referencia, setReferencia] = useState('');
  const [fechaDocumento, setFechaDocumento] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo registrar la garantía', alFallar: setError });
  const id = useId();
  const guardar = () =>
    ejecutar(async () => {
      setError(null);
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/salvaguarda-transferencia', {
        params: { empresaId },
        body: { tipo: tipo as (typeof TIPOS_SALVAGUARDA)[number], referencia, fechaDocumento },
      });
      toaster.create({ type: 'success', title: r.message || msg.guardada });
      await recargar();
    });
  return (
    <Stack as="form" gap="3" pt="2" maxW="xl" onSubmit={(ev) => (ev.preventDefault(), void guardar())} aria-labelledby={`${id}-titulo`}>
      <Text fontWeight="medium" id={`${id}-titulo`}>
        {cambiar ? 'Registrar otra garantía' : 'Registrar la garantía'}
      </Text>
      <Field.Root>
        <Field.Label>Tipo de garantía</Field.Label>
        <NativeSelect.Root disabled={enviando}>
          <NativeSelect.Field value={tipo} onChange={(ev) => setTipo(ev.target.value)}>
            {TIPOS_SALVAGUARDA.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>Referencia del documento</Field.Label>
        <Input value={referencia} onChange={(ev) => setReferencia(ev.target.value)} placeholder="Título, número o enlace del contrato" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Fecha del documento</Field.Label>
        <Input type="date" value={fechaDocumento} onChange={(ev) => setFechaDocumento(ev.target.value)} />
      </Field.Root>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" alignSelf="start" variant="outline" loading={enviando}>
        Registrar garantía
      </Button>
    </Stack>
  );
}
