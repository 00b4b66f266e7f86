export {
  MapView,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  TILES_OFFLINE_NOTICE,
  type MapMarker,
  type MapViewProps,
} from './map-view';
export {
  clampZoom,
  createZoomSaver,
  parseZoom,
  readStoredZoom,
  writeStoredZoom,
  type ZoomSaver,
} from './map-zoom';
export { useMapZoom, type MapZoom } from './use-map-zoom';
