export { ListingPicture, type ListingPictureProps } from './listing-picture';
export { PhotoPlaceholder } from './photo-placeholder';
export {
  placeholderImage,
  photoSources,
  srcSet,
  variantsUpTo,
  widestPhotoUrl,
  type PhotoSources,
} from './photo-sources';
