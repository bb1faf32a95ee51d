import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { ContentSource } from '../content-source';

// Replaced by the Prezly adapter (issue 8).
export function createPrezlyContentSource(_config: Config, _logger: Logger): ContentSource {
    throw new Error('CONTENT_SOURCE=prezly is not available in this build');
}
