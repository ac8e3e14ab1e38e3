// Entry of the candidate's page, web/entrevista.html (D85): React and the page, nothing of the
// logged-in app (no router, no Chakra, no session, no zod). CloudFront, the local servers and the
// bench serve that HTML for /entrevista/{token} and for /mis-datos (D148: the candidate's own data). A
// vacancy's apply page, /empleo/{codigo} (D187), is an entry of its own (web/empleo.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { precargarEntrevista } from '../features/entrevista-publica/api/entrevista-publica';
import { EntrevistaPublicaPage, tokenConForma, tokenDeRuta } from '../features/entrevista-publica/entrevista-publica-page';

const misDatos = /^\/mis-datos\/?$/.test(window.location.pathname);

const token = tokenDeRuta(window.location.pathname);
// The page's one read starts now, not after React's first render.
if (!misDatos && tokenConForma(token)) precargarEntrevista(token);

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

const root = createRoot(container);
/** The chunk did not arrive (the network dropped): say so instead of loading forever. */
const sinPagina = () => {
  container.textContent = 'No se pudo cargar la página. Recárgala para intentarlo de nuevo.';
};

// «Mis datos» is a chunk of its own, loaded on its path only: the interview's page (the one a candidate
// waits for on a phone) does not carry it.
if (misDatos)
  void import('../features/entrevista-publica/mis-datos-page')
    .then(({ MisDatosPage }) =>
      root.render(
        <StrictMode>
          <MisDatosPage />
        </StrictMode>,
      ),
    )
    .catch(sinPagina);
else
  root.render(
    <StrictMode>
      <EntrevistaPublicaPage token={token} />
    </StrictMode>,
  );
