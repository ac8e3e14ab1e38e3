// The help bar on the interview's pages (D172): read and sent with the link's token, on the welcome,
// the interview and the end alike (a finished link keeps its help).
import useSWR from 'swr';
import { ApiError } from '../../../lib/api-client';
import { enviarAyuda, leerAyuda } from '../api/ayuda';
import { AyudaBarra } from './ayuda-barra';

export function AyudaDeEnlace({ token }: { token: string }) {
  const { data, mutate } = useSWR(['ayuda', token] as const, () => leerAyuda(token), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: (e: unknown) => !(e instanceof ApiError && e.status >= 400 && e.status < 500),
  });
  return (
    <AyudaBarra
      datos={data ?? null}
      enviar={async (body) => {
        const r = await enviarAyuda(token, body);
        await mutate(r.datos, { revalidate: false });
        return r;
      }}
    />
  );
}
