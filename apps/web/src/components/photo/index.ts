export { ListingPicture, type ListingPictureProps } from './listing-picture';
export {
  blurredPlaceholder,
  photoSources,
  srcSet,
  variantsUpTo,
  widestPhotoUrl,
  type PhotoSources,
} from './photo-sources';
