import type { DeleteAccountBody } from '@portal/shared/admin-people';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endLocalSession } from '../../../lib/end-session';
import { saveBlob } from '../../../lib/report-download';

/*
 * A person's own data from /account (issue 13 "People": "A person can also download their own
 * data and delete their own account"): the right of access and the right to erasure.
 */

export const MY_DATA_FILE_NAME = 'my-data.json';

/** GET /api/account/export with the session's token, saved as my-data.json. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.get<Blob>('/account/export', { responseType: 'blob' });
      saveBlob(blob, MY_DATA_FILE_NAME);
    },
  });
}

/**
 * DELETE /api/account with the password (400 when wrong, 403 from an impersonated session). On
 * 204 the account is gone: the session ends here the way logging out does.
 */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete<void>('/account', body),
    onSuccess: () => endLocalSession(),
  });
}
