/// <reference types="vite/client" />

// Build-time settings of the web app (read from the environment or a .env file at the repository root).
interface ImportMetaEnv {
  /** Base address of the API, e.g. https://api.example.com. Unset: see web/src/lib/api-client.ts. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
