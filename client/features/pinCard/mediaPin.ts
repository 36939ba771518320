import type { Pin } from '../../../shared/contracts/pin';

/** What the visual area reads: any pin, as the API sends it or as the pins slice keeps it (people and board as ids). */
export type MediaPin = Omit<Pin, 'pinner' | 'nativeCreator' | 'promoter' | 'board'>;
