import type { UserImage, UserResponse } from '@portal/shared/accounts';
import { isLocale } from '@portal/shared/locales';
import type { UserRow } from '../../plugins/auth.ts';

/** The URL a picture is served at; the random file name makes it unguessable. */
export function pictureUrl(userId: number, fileName: string): string {
  return `/api/user/${userId}/picture/${fileName}`;
}

/** platform spec §3 `image`: always an object, its fields null without a picture. */
export function userImage(userId: number, pictureFileName: string | null): UserImage {
  return pictureFileName
    ? {
        fileURL: pictureUrl(userId, pictureFileName),
        filePath: `pictures/${pictureFileName}`,
        fileName: pictureFileName,
      }
    : { fileURL: null, filePath: null, fileName: null };
}

export function toUserResponse(user: UserRow, isImpersonated: boolean): UserResponse {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    locale: isLocale(user.locale) ? user.locale : 'en_GB',
    image: userImage(user.id, user.pictureFileName),
    dob: user.dob,
    dobIsAccurate: user.dobIsAccurate,
    gender: (user.gender ?? null) as UserResponse['gender'],
    phone: user.phone,
    nationality: user.nationalityId,
    industry: user.industryId,
    market: user.marketId,
    role: user.roleId,
    jobFunction: user.jobFunctionId,
    region: user.regionId,
    location: user.locationId,
    level: user.levelId,
    code: user.code,
    endUserCodeStatus: user.endUserCodeStatus,
    isImpersonated,
    isAdmin: user.isAdmin,
  };
}
