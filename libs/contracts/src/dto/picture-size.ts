// `?size=` on the picture calls (see picture-sizes.ts), as the gateway and media parse it.
import * as z from 'zod/mini';
import { PICTURE_SIZES, type PictureSize } from '../picture-sizes';

export const pictureSizeQuerySchema = z.object({
  size: z.optional(z.enum(PICTURE_SIZES.map(String) as [`${PictureSize}`, ...`${PictureSize}`[]])),
});
export type PictureSizeQuery = z.infer<typeof pictureSizeQuerySchema>;

/** The size a parsed `?size=` names; undefined: the picture as stored. */
export const pictureSizeOf = (query: PictureSizeQuery): PictureSize | undefined =>
  query.size === undefined ? undefined : (Number(query.size) as PictureSize);
