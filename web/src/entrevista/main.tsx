// Entry of the candidate's page, web/entrevista.html (D85): React and the page, nothing of the
// logged-in app (no router, no Chakra, no session, no zod). CloudFront, the local servers and the
// bench serve that HTML for /entrevista/{token}, for /mis-datos (D148: the candidate's own data) and for
// /empleo/{codigo} (D187: a vacancy's apply page).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { precargarEntrevista } from '../features/entrevista-publica/api/entrevista-publica';
import { EntrevistaPublicaPage, tokenConForma, tokenDeRuta } from '../features/entrevista-publica/entrevista-publica-page';

const misDatos = /^\/mis-datos\/?$/.test(window.location.pathname);
const empleo = /^\/empleo\/[^/]+\/?$/.test(window.location.pathname);

const token = tokenDeRuta(window.location.pathname);
// The page's one read starts now, not after React's first render.
if (!misDatos && !empleo && tokenConForma(token)) precargarEntrevista(token);

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

const root = createRoot(container);
/** The chunk did not arrive (the network dropped): say so instead of loading forever. */
const sinPagina = () => {
  container.textContent = 'No se pudo cargar la página. Recárgala para intentarlo de nuevo.';
};

// «Mis datos» and the apply page are chunks of their own, loaded on their paths only: the interview's
// page (the one a candidate waits for on a phone) does not carry them.
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
else if (empleo)
  void import('../features/entrevista-publica/postulacion-page')
    .then(({ PostulacionPage, codigoDeRuta }) =>
      root.render(
        <StrictMode>
          <PostulacionPage codigo={codigoDeRuta(window.location.pathname)} />
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
