// The embeddings models the product speaks to (issue 64 item 4), in one place for the three that must
// agree: the CDK app, which refuses any other at synth (-c bedrockEmbeddings=…, infra/aws/config.ts);
// the functions' reading of the deploy (functions/lib/proveedores-ia/despliegue-aws.ts), which has no
// SDK; and the calls themselves (functions/lib/proveedores-ia/embeddings.ts), which know each one's body.

/** Amazon Bedrock's embeddings models a deploy may grant: Titan Text Embeddings V2 and Cohere Embed multilingual v3. */
export const MODELOS_EMBEDDINGS_BEDROCK = ['amazon.titan-embed-text-v2:0', 'cohere.embed-multilingual-v3'] as const;
export type ModeloEmbeddingsBedrock = (typeof MODELOS_EMBEDDINGS_BEDROCK)[number];

export const esModeloEmbeddingsBedrock = (m: string): m is ModeloEmbeddingsBedrock =>
  (MODELOS_EMBEDDINGS_BEDROCK as readonly string[]).includes(m);

/**
 * OpenAI's embeddings model: a key's configured `modelo` is a chat model (the report's, the
 * follow-ups'), so embeddings use this one with the same key.
 */
export const MODELO_EMBEDDINGS_OPENAI = 'text-embedding-3-small';
