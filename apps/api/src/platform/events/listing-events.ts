import type { Db } from '../db/client';
import type { EventOutbox } from './outbox';

/** The listing columns an event's data is made from (a listings row has them all). */
export interface ListingEventRow {
  id: string;
  agencyId: string;
  agentId: string | null;
  status: string;
  title: string;
  kind: string;
  purpose: string;
  priceAmount: number;
  currency: string;
  /** A partner's own id (issue 45, external systems), when the row carries one. */
  externalId?: string | null;
}

/** The `data` of listing.created / listing.updated (webhookListingDataSchema). */
export function listingEventData(row: ListingEventRow, webUrl: string, externalId?: string | null) {
  return {
    id: row.id,
    agencyId: row.agencyId,
    agentId: row.agentId,
    status: row.status,
    title: row.title,
    kind: row.kind,
    purpose: row.purpose,
    price: { amount: row.priceAmount, currency: row.currency },
    externalId: externalId ?? row.externalId ?? null,
    url: `${webUrl.replace(/\/+$/, '')}/properties/${row.id}`,
  };
}

/**
 * The listings area's events (ADR 0045). Each takes the transaction making the change: the
 * event row is one INSERT in it, built from the row the change returned (no extra read).
 */
export function createListingEvents(outbox: EventOutbox, webUrl: string) {
  const data = (row: ListingEventRow, externalId?: string | null) =>
    listingEventData(row, webUrl, externalId);
  return {
    /** `externalId`: a partner's id for the listing, when the row does not carry it itself. */
    created: (exec: Db, row: ListingEventRow, externalId?: string | null) =>
      outbox.emit(exec, {
        type: 'listing.created',
        agencyId: row.agencyId,
        data: data(row, externalId),
      }),
    updated: (exec: Db, rows: ListingEventRow | ListingEventRow[]) =>
      outbox.emit(
        exec,
        [rows]
          .flat()
          .map((row) => ({ type: 'listing.updated', agencyId: row.agencyId, data: data(row) })),
      ),
    statusChanged: (exec: Db, row: ListingEventRow, from: string, to: string) =>
      outbox.emit(exec, {
        type: 'listing.status_changed',
        agencyId: row.agencyId,
        data: { ...data(row), from, to },
      }),
    deleted: (exec: Db, row: Pick<ListingEventRow, 'id' | 'agencyId'>) =>
      outbox.emit(exec, {
        type: 'listing.deleted',
        agencyId: row.agencyId,
        data: { id: row.id, agencyId: row.agencyId },
      }),
  };
}
export type ListingEvents = ReturnType<typeof createListingEvents>;
