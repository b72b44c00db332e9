import { api } from './clients';

/** The media domain: uploads to the storage (content §7 upload token, then the file). */
export interface UploadedMedia {
  key: string;
  url: string;
  name: string;
  extension: string;
}

/** Uploads a file of the editor (cover, inline image, attachment) to the `media` bucket. */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  const uploaded = await api.upload(file, { bucket: 'media' });
  return {
    key: uploaded.key,
    url: uploaded.file_url,
    name: uploaded.name,
    extension: uploaded.extension,
  };
}
