/**
 * The public entry of `features/images/` (decision 048): what other features may use besides its
 * services. Only re-exports; a repository is never exported from here.
 *
 * images' multipart reading, for the features that take an uploaded picture.
 */
export { IMAGE_FIELD, readImagePart } from './image-part';
