export { ListingPicture, type ListingPictureProps } from './listing-picture';
export { PhotoPlaceholder } from './photo-placeholder';
export {
  photoSources,
  srcSet,
  variantsUpTo,
  widestPhotoUrl,
  type PhotoSources,
} from './photo-sources';
