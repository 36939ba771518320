/**
 * The client build's list of the files each lazily loaded chunk group needs (its scripts and stylesheets, the split
 * chunks it shares with others among them), at the root of dist/client: webpack.config.js writes it, the server reads
 * it to request a rendered page's own files from its HTML (server/features/seo/routeChunks.ts).
 */
export const CHUNK_MANIFEST_FILE = 'chunks.json';
