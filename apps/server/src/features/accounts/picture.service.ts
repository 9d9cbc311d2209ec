import { randomBytes } from 'node:crypto';
import type { UserResponse } from '@portal/shared/accounts';
import { LIMITS } from '@portal/shared/limits';
import sharp from 'sharp';
import { NotFound, Validation } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext, ServiceContext } from '../../plugins/context.ts';
import { assertOwnAccount } from './profile.service.ts';
import { toUserResponse } from './user-response.ts';
import { findUserById, updateUser } from './users.queries.ts';

const AREA = 'pictures';
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

/**
 * Decodes the upload (the bytes decide, not the name or the declared type), keeps PNG, JPEG or
 * WebP only, and stores a 200x200 PNG (platform spec §9).
 */
export async function uploadPicture(
  ctx: ActorContext,
  userId: number,
  data: Buffer | null,
): Promise<UserResponse> {
  assertOwnAccount(ctx, userId);
  await enforceCostlyLimit(ctx, 'picture', userId);
  if (!data || data.length === 0) throw new Validation({ file: ['validation.picture_required'] });
  if (data.length > LIMITS.avatarMaxBytes)
    throw new Validation({ file: ['validation.picture_size'] });
  let png: Buffer;
  try {
    const image = sharp(data, { limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED.has(format))
      throw new Validation({ file: ['validation.picture_type'] });
    png = await image
      .rotate()
      .resize(LIMITS.avatarSize, LIMITS.avatarSize, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof Validation) throw error;
    throw new Validation({ file: ['validation.picture_unreadable'] });
  }
  const fileName = `${randomBytes(16).toString('hex')}.png`;
  await ctx.storage.put(AREA, fileName, png);
  const previous = ctx.actor.user.pictureFileName;
  const user = await updateUser(ctx.db, userId, { pictureFileName: fileName });
  if (previous) await ctx.storage.remove(AREA, previous);
  return toUserResponse(user, ctx.actor.impersonatorId !== null);
}

export async function deletePicture(ctx: ActorContext, userId: number): Promise<UserResponse> {
  assertOwnAccount(ctx, userId);
  const previous = ctx.actor.user.pictureFileName;
  const user = await updateUser(ctx.db, userId, { pictureFileName: null });
  if (previous) await ctx.storage.remove(AREA, previous);
  return toUserResponse(user, ctx.actor.impersonatorId !== null);
}

/** The picture is served only under its current, random name. */
export async function readPicture(
  ctx: ServiceContext,
  userId: number,
  fileName: string,
): Promise<Buffer> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.pictureFileName || user.pictureFileName !== fileName) throw new NotFound();
  const data = await ctx.storage.get(AREA, fileName);
  if (!data) throw new NotFound();
  return data;
}
