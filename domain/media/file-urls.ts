import { UploadcareFile } from '@prezly/uploadcare';
import type { UploadedFile } from '../content/uploads';

/** URL that shows the file in the browser. */
export function fileUrl(file: UploadedFile, cdnBaseUrl: string): string {
    return UploadcareFile.createFromPrezlyStoragePayload(file as never).withBaseCdnUrl(cdnBaseUrl).cdnUrl;
}

/** URL that downloads the file (SPEC §7: the `inline/no` directive and the normalised filename). */
export function fileDownloadUrl(file: UploadedFile, cdnBaseUrl: string): string {
    return UploadcareFile.createFromPrezlyStoragePayload(file as never).withBaseCdnUrl(cdnBaseUrl).downloadUrl;
}
