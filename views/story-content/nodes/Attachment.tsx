import { z } from 'zod';
import { checkedFile } from '../../../domain/content';
import { fileDownloadUrl } from '../../../domain/media/file-urls';
import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { fileTypeLabel, formatFileSize } from '../file-type';
import { parseNode } from '../schemas';

const AttachmentSchema = z.looseObject({
    type: z.literal('attachment'),
    // Checked on its own, once for every reader of the payload (domain/content/checked-uploads.ts).
    file: z.unknown(),
    description: z.string().catch(''),
});

/**
 * A downloadable file: its type, name and size, linking to the CDN's download URL (which serves
 * it with Content-Disposition: attachment and a sanitised file name).
 */
export function Attachment({ node }: { node: unknown }) {
    const { t, htmlLang } = usePageLanguage();
    const { assetsCdnUrl } = useSiteAddresses();
    const attachment = parseNode(AttachmentSchema, node);
    const file = attachment && checkedFile(attachment.file);
    if (!file) return null;
    const name = attachment.description.trim() || file.filename;
    const size = formatFileSize(file.size, htmlLang);
    const type = fileTypeLabel(file);
    return (
        <div className="content-attachment">
            <a
                className="content-attachment__link"
                href={fileDownloadUrl(file, assetsCdnUrl)}
                download={file.filename}
                data-attachment={file.uuid}
            >
                <span className="content-attachment__type" aria-hidden="true">
                    {type}
                </span>
                <span className="content-attachment__text">
                    <span className="content-attachment__name">{name}</span>
                    <span className="content-attachment__meta">
                        {name === file.filename ? type : <bdi>{file.filename}</bdi>} · {size}
                    </span>
                </span>
                <span className="content-attachment__action">{t('story.download')}</span>
            </a>
        </div>
    );
}
