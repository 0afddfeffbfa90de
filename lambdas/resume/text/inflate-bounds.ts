/**
 * Decompression bounded by the bytes actually inflated, never by what a ZIP's headers or a PDF's
 * dictionary claim: every compressed part is inflated with zlib's output cap before any library
 * sees the file, so a small file that would expand to hundreds of megabytes is refused after
 * inflating at most the budget.
 */
import { constants, createInflate, createInflateRaw } from 'node:zlib';
import { ResumeError } from '../errors';
import { RESUME_LIMITS } from '../limits';

export const UNSAFE_FILE_MESSAGE =
  'We could not read this file safely. Please upload another PDF or Word file, or fill in the form yourself.';

const unsafe = () => new ResumeError('unsafe', UNSAFE_FILE_MESSAGE);

/** Output chunk of the counting inflater: memory held at a time, whatever the stream inflates to. */
const COUNT_CHUNK_BYTES = 64 * 1024;

/**
 * Inflated length of `data`, counted chunk by chunk and discarded as it comes (memory stays at
 * one chunk however large the budget), stopping as soon as it passes `budget`; undefined when the
 * data is not valid deflate. Truncated data counts what it inflates to, as pdf.js would read it.
 */
function inflatedLength(data: Uint8Array, budget: number, raw: boolean): Promise<number | 'over' | undefined> {
  return new Promise((resolve) => {
    const options = { chunkSize: COUNT_CHUNK_BYTES, finishFlush: constants.Z_SYNC_FLUSH };
    const inflater = raw ? createInflateRaw(options) : createInflate(options);
    let total = 0;
    let settled = false;
    const settle = (outcome: number | 'over' | undefined) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > budget) {
        settle('over');
        inflater.destroy();
      }
    });
    inflater.on('end', () => settle(total));
    inflater.on('error', () => settle(undefined));
    inflater.on('close', () => settle(total > budget ? 'over' : total));
    inflater.end(data);
  });
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  claimedSize: number;
  localHeaderOffset: number;
}

/** The central directory's entries, or undefined when it is unreadable (not a ZIP, truncated). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  if (bytes.length < 22) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      claimedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8'),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Inflates every entry of a ZIP within `budget` bytes in total. Throws `unsafe` past the budget,
 * `corrupt` for an archive whose entries cannot be read or whose headers misstate their sizes.
 */
export async function checkZipInflation(bytes: Uint8Array, budget = RESUME_LIMITS.maxInflatedBytes): Promise<number> {
  const corrupt = () => new ResumeError('corrupt', 'The DOCX file could not be read.');
  const entries = zipEntries(bytes);
  if (!entries) throw corrupt();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_FILE_HEADER) throw corrupt();
    const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw corrupt();
    let size: number;
    if (entry.method === STORED) size = data.length;
    else if (entry.method === DEFLATED) {
      const inflated = await inflatedLength(data, budget - total, true);
      if (inflated === 'over') throw unsafe();
      if (inflated === undefined) throw corrupt();
      size = inflated;
    } else throw corrupt();
    if (size !== entry.claimedSize) throw corrupt();
    total += size;
  }
  return total;
}

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const FLATE = /\/FlateDecode\b|\/Fl\b/;

/**
 * Inflates every Flate-encoded stream of a PDF within `budget` bytes in total (object streams
 * included: they are streams of the file too). Streams it cannot delimit or inflate are left to
 * pdf.js, whose worker is bounded in time and memory; only a stream that inflates past the budget
 * is refused here.
 */
export async function checkPdfInflation(bytes: Uint8Array, budget = RESUME_LIMITS.maxInflatedBytes): Promise<number> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let from = 0;
  for (;;) {
    const keyword = file.indexOf(STREAM, from);
    if (keyword < 0) break;
    from = keyword + STREAM.length;
    // `endstream` contains `stream`: skip it, and any `stream` not preceded by a dictionary's `>>`.
    if (keyword >= 3 && file.subarray(keyword - 3, keyword).toString('latin1') === 'end') continue;
    const dictionaryEnd = file.lastIndexOf('>>', keyword);
    if (dictionaryEnd < 0 || keyword - dictionaryEnd > 64) continue;
    const dictionaryStart = file.lastIndexOf('<<', dictionaryEnd);
    const dictionary = file.subarray(Math.max(0, dictionaryStart, dictionaryEnd - 4096), dictionaryEnd).toString('latin1');
    let dataStart = keyword + STREAM.length;
    if (file[dataStart] === 0x0d) dataStart += 1;
    if (file[dataStart] === 0x0a) dataStart += 1;
    const dataEnd = file.indexOf(END_STREAM, dataStart);
    if (dataEnd < 0) break;
    from = dataEnd + END_STREAM.length;
    if (!FLATE.test(dictionary)) continue;
    const inflated = await inflatedLength(file.subarray(dataStart, dataEnd), budget - total, false);
    if (inflated === 'over') throw unsafe();
    total += inflated ?? 0;
  }
  return total;
}
