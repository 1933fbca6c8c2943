import { BadRequestException } from '@nestjs/common';
import type { Sharp, default as SharpConstructor } from 'sharp';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { sniffMimeType } from '../blobs/image-type';
import { BoundedWork } from '../work/bounded-work';

/** Larger than any photo a phone takes (48 MP cameras save 12 MP by default), far below a decode bomb. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE_PX = 10_000;
/** The pixels every image waiting or decoding may have together. */
export const IMAGE_LANE_PIXELS = 3 * IMAGE_MAX_PIXELS;

let loaded: typeof SharpConstructor | undefined;

/**
 * sharp, loaded at the first image rather than at start-up: libvips and its thread pool cost memory
 * that a server nobody uploads to would carry for nothing.
 */
function sharp(...args: Parameters<typeof SharpConstructor>): Sharp {
  if (loaded === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('sharp') as typeof SharpConstructor;
    // One libvips thread per image: a decode keeps at most one of our two cores, the other serves requests.
    loaded.concurrency(1);
    // The decoder's memory is the image being decoded, nothing more: libvips' operation cache would
    // otherwise keep decoded pixels of earlier images (a loop of 40 MP uploads held 2.3 GB).
    loaded.cache(false);
  }
  return loaded(...args);
}

/**
 * The process's one lane for image decoding. A module-level instance on purpose: the resource it
 * guards (libuv's pool and the CPU) is per process, whichever route uploads. sharp runs on the pool,
 * off the event loop; one job at a time leaves three of the four threads to files and DNS.
 */
const imageWork = new BoundedWork({
  concurrency: 1,
  maxWaiting: 8,
  // Per-user turns: one image per person in the lane, so a loop of uploads cannot crowd out others.
  perOwner: { jobs: 1, message: SERVER_MESSAGES.imageInProgress },
  // The pixel budget of the lane, read from the headers before anything is decoded: three of the
  // largest images accepted (4 bytes a pixel decoded: ~480 MB at most, one decoding at a time).
  maxWeight: IMAGE_LANE_PIXELS,
});

export interface ReencodeOptions {
  /** Whose image it is (a user id, or a source's for scraped images): their turn in the lane. */
  owner: string;
  accepted: ReadonlySet<string>;
  /** The answer for anything that is not a readable image of an accepted type. */
  wrongType: () => BadRequestException;
  /** Resizing and encoding; the input is already bounded in pixels. */
  pipeline: (image: Sharp) => Sharp;
}

/**
 * Only real images are kept, and never as uploaded: re-encoding drops whatever else the file carried
 * (EXIF location, polyglot payloads). Width, height and pixel count are read from the header before
 * anything is decoded, so a 100 KB file claiming 50 million pixels costs a header read.
 */
export async function reencodeImage(upload: Buffer, options: ReencodeOptions): Promise<Buffer> {
  const mime = await sniffMimeType(upload);
  if (mime === undefined || !options.accepted.has(mime)) throw options.wrongType();
  const header = await sharp(upload)
    .metadata()
    .catch(() => {
      throw options.wrongType();
    });
  const { width = 0, height = 0 } = header;
  if (width < 1 || height < 1) throw options.wrongType();
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS)
    throw new BadRequestException({ message: SERVER_MESSAGES.imageDimensions });
  return imageWork.run(
    () =>
      options
        .pipeline(sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate())
        .toBuffer()
        .catch(() => {
          throw options.wrongType();
        }),
    { id: options.owner, weight: width * height },
  );
}
