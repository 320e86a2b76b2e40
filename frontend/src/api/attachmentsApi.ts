import type { AttachmentRecord } from '@mapa/model';
import { ApiError, NETWORK_ERROR } from './ApiError';
import { fetchJson } from './http';

/** Where an attachment call points: the map and the node. */
export interface AttachmentTarget {
  mapId: string;
  nodeId: string;
}

const query = (target: AttachmentTarget, fileName?: string) =>
  new URLSearchParams({
    mapId: target.mapId,
    nodeId: target.nodeId,
    ...(fileName ? { fileName } : {}),
  }).toString();

/** Node attachments (spec §7.4). */
export const attachmentsApi = {
  list: (target: AttachmentTarget) =>
    fetchJson<{ attachments: AttachmentRecord[] }>(`/api/nodes/attachments/list?${query(target)}`).then(
      (r) => r.attachments,
    ),
  downloadUrl: (target: AttachmentTarget, fileName: string) =>
    fetchJson<{ downloadUrl: string }>(`/api/nodes/attachments/download?${query(target, fileName)}`).then(
      (r) => r.downloadUrl,
    ),
  remove: (target: AttachmentTarget, fileName: string) =>
    fetchJson<{ message: string }>(`/api/nodes/attachments/delete?${query(target, fileName)}`, {
      method: 'DELETE',
    }),
  /**
   * Uploads with progress (0–1) reported as it goes: XMLHttpRequest, since `fetch` tells nothing about an upload's
   * progress.
   */
  upload: (target: AttachmentTarget, file: File, onProgress: (fraction: number) => void) =>
    new Promise<{ message: string; attachment: AttachmentRecord }>((resolve, reject) => {
      const form = new FormData();
      form.set('mapId', target.mapId);
      form.set('nodeId', target.nodeId);
      form.set('file', file);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', '/api/nodes/attachments/upload');
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, 'Network error'));
      xhr.onload = () => {
        let body: { message?: string; code?: string } = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          // not JSON: keep the empty body
        }
        if (xhr.status >= 200 && xhr.status < 300)
          resolve(body as { message: string; attachment: AttachmentRecord });
        else reject(new ApiError(xhr.status, body.code ?? 'ERROR', body.message ?? xhr.statusText));
      };
      xhr.send(form);
    }),
};
