/**
 * A small reader for zip archives, enough to check what the CDN streams: it walks the central
 * directory (APPNOTE 4.3.12), reads each entry's local header and data, inflates deflated
 * entries and verifies every CRC-32, so a truncated or corrupt archive fails the test.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntryData {
    name: string;
    method: number;
    data: Buffer;
    /** The entry's date (MS-DOS date and time, local time, 2-second steps). */
    modified: Date;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

export function readZip(archive: Buffer): ZipEntryData[] {
    let end = -1;
    for (let offset = archive.length - 22; offset >= Math.max(0, archive.length - 22 - 0xffff); offset--) {
        if (archive.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
            end = offset;
            break;
        }
    }
    if (end < 0) throw new Error('Not a zip archive: no end of central directory record');
    const count = archive.readUInt16LE(end + 10);
    let cursor = archive.readUInt32LE(end + 16);
    const entries: ZipEntryData[] = [];
    for (let i = 0; i < count; i++) {
        if (archive.readUInt32LE(cursor) !== CENTRAL_DIRECTORY_HEADER)
            throw new Error(`Bad central directory entry ${i}`);
        const flags = archive.readUInt16LE(cursor + 8);
        const method = archive.readUInt16LE(cursor + 10);
        const modified = dosDateTime(archive.readUInt16LE(cursor + 14), archive.readUInt16LE(cursor + 12));
        const crc = archive.readUInt32LE(cursor + 16);
        const compressedSize = archive.readUInt32LE(cursor + 20);
        const size = archive.readUInt32LE(cursor + 24);
        const nameLength = archive.readUInt16LE(cursor + 28);
        const extraLength = archive.readUInt16LE(cursor + 30);
        const commentLength = archive.readUInt16LE(cursor + 32);
        const localOffset = archive.readUInt32LE(cursor + 42);
        const nameBytes = archive.subarray(cursor + 46, cursor + 46 + nameLength);
        // Bit 11: the name is UTF-8.
        const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
        cursor += 46 + nameLength + extraLength + commentLength;

        if (archive.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error(`Bad local header for ${name}`);
        const start =
            localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
        const raw = archive.subarray(start, start + compressedSize);
        const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
        if (!data) throw new Error(`Unsupported compression method ${method} for ${name}`);
        if (data.length !== size) throw new Error(`Size mismatch for ${name}`);
        if (crc32(data) >>> 0 !== crc) throw new Error(`CRC mismatch for ${name}`);
        entries.push({ name, method, data, modified });
    }
    return entries;
}

/** An MS-DOS date (bits: year since 1980, month, day) and time (hours, minutes, seconds / 2), in local time. */
function dosDateTime(date: number, time: number): Date {
    return new Date(
        1980 + (date >> 9),
        ((date >> 5) & 0xf) - 1,
        date & 0x1f,
        time >> 11,
        (time >> 5) & 0x3f,
        (time & 0x1f) * 2,
    );
}
