/** Helpers for S3 doubles: object bodies and the errors the SDK throws for missing keys. */
import { S3ServiceException } from '@aws-sdk/client-s3';

export const PDF_BYTES = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'));
export const DOCX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
export const TEXT_BYTES = new Uint8Array(Buffer.from('Just a text file pretending to be a PDF.'));

export const objectBody = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes }) as never;

export const notFound = () =>
  new S3ServiceException({ name: 'NotFound', $fault: 'client', $metadata: { httpStatusCode: 404 }, message: 'Not Found' });
export const noSuchKey = () =>
  new S3ServiceException({
    name: 'NoSuchKey',
    $fault: 'client',
    $metadata: { httpStatusCode: 404 },
    message: 'The specified key does not exist.',
  });
