/**
 * While a full-screen dialog is open, the page behind it neither scrolls nor takes focus, clicks
 * or a screen reader's attention: the body stops scrolling (padded by the scrollbar's width, so
 * the page does not jump sideways) and everything beside the dialog is made inert. Returns the
 * undo, which puts back exactly what it changed.
 */
export function lockPageBehind(dialog: HTMLElement): () => void {
  const body = document.body;
  let host = dialog;
  while (host.parentElement && host.parentElement !== body) host = host.parentElement;

  const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const pageWidth = document.documentElement.clientWidth;
  const scrollbar = pageWidth > 0 ? window.innerWidth - pageWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

  const others = Array.from(body.children).filter((el) => el !== host && !el.hasAttribute('inert'));
  for (const el of others) el.setAttribute('inert', '');

  return () => {
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    for (const el of others) el.removeAttribute('inert');
  };
}
