export { AdSlot, type AdSlotProps } from './ad-slot';
