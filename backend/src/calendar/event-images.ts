import { EncryptedBlobStore } from '../infrastructure/blobs/encrypted-blob-store';

/**
 * Event images in their own folder beside the avatars, encrypted with the owner's key like every
 * upload, so erasing an account shreds its pictures. A class of its own so Nest can inject it.
 */
export class EventImages extends EncryptedBlobStore {}
