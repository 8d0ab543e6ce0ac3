/**
 * The few entries of a zip archive (an XLSX workbook) that the import reads, inflated with
 * a hard cap on the bytes that really come out. The sizes in a zip's headers are whatever
 * its maker wrote: a 5 MB workbook that claims small entries can inflate to gigabytes, so
 * they are never trusted; inflating stops as soon as the real output passes the cap.
 */
import { inflateRawSync } from 'node:zlib';
import { formatFileSize, SHEET_IMPORT_MAX_UNPACKED_BYTES } from '@karamu/shared';
import { badRequest } from '../../../lib/http-error';
import { notAWorkbook } from './sniff-file';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

/** The central directory's list of entries (names and where their data starts). */
function listEntries(bytes: Buffer): ZipEntry[] {
  // The end record sits in the last 64 kB + 22 bytes (its comment is at most 64 kB).
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notAWorkbook();
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_ENTRY) {
      throw notAWorkbook();
    }
    const nameLength = bytes.readUInt16LE(offset + 28);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

const tooLargeUnpacked = () => {
  const limit = formatFileSize(SHEET_IMPORT_MAX_UNPACKED_BYTES);
  return badRequest(
    `The workbook unpacks to more than ${limit}, the most an import reads. Save the sheet to import alone as CSV and upload that.`,
    { file: [`At most ${limit} once unpacked`] },
  );
};

/** Reads entries one by one; the cap counts every byte inflated so far across them. */
export class ZipReader {
  private readonly entries: Map<string, ZipEntry>;
  private unpacked = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly maxUnpackedBytes = SHEET_IMPORT_MAX_UNPACKED_BYTES,
  ) {
    this.entries = new Map(listEntries(bytes).map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Buffer | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const { bytes } = this;
    const at = entry.localOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_ENTRY) throw notAWorkbook();
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    // A compressed size past the end of the file is a lie too: read what is there.
    const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
    const room = this.maxUnpackedBytes - this.unpacked;
    let out: Buffer;
    if (entry.method === 0) {
      out = data;
      if (out.length > room) throw tooLargeUnpacked();
    } else if (entry.method === 8) {
      try {
        // maxOutputLength stops inflating as soon as the real output passes the room left.
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, room) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeUnpacked();
        throw notAWorkbook();
      }
    } else {
      throw notAWorkbook();
    }
    this.unpacked += out.length;
    return out;
  }
}
