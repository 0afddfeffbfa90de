import { randomUUID } from 'node:crypto';
import { LIMITS } from '../contract/limits';
import { createHandler } from './api';
import { badRequest } from '../domain/errors';
import { presignUpload } from '../adapters/resume-store';
import { extensionOf, nameMatchesType, uploadKey } from '../domain/resumes';

/** POST /applications/upload-url: a short-lived signed PUT for a key the server chooses. */
export const handler = createHandler('uploads', {
  createUploadUrl: async ({ body }) => {
    const { fileName, fileType, fileSize } = body;
    if (!nameMatchesType(fileName, fileType)) {
      const message = `The file name must end with ${extensionOf(fileType)} for this file type.`;
      throw badRequest(message, { fileName: [message] });
    }
    const key = uploadKey(randomUUID(), fileType);
    const uploadUrl = await presignUpload(key, fileType, fileSize);
    return { uploadUrl, key, headers: { 'Content-Type': fileType }, expiresIn: LIMITS.uploadUrlSeconds };
  },
});
