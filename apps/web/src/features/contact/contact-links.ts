/** Links that open the phone's dialler, WhatsApp, the mail app and directions. */

export const telHref = (phone: string) => `tel:${phone}`;

/** WhatsApp click-to-chat: the number as digits only, with the first words of the message typed. */
export const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export const mailtoHref = (email: string) => `mailto:${email}`;

/** Directions to a point in Google Maps, the app most phones in the region have. */
export const directionsHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/**
 * An E.164 number grouped for reading aloud: Ugandan numbers as +256 700 123 456; others are
 * shown as stored, which is unambiguous if less easy on the eye.
 */
export function formatPhone(phone: string): string {
  const ug = /^\+256(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return ug ? `+256 ${ug[1]} ${ug[2]} ${ug[3]}` : phone;
}
