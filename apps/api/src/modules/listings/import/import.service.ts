import {
  AGENT_ROLES,
  ImportMessages,
  importColumnOf,
  isAdminRole,
  ListingsMessages,
  readImportRow,
  WHOLE_ROW,
  type FieldErrors,
  type GeoLevel,
  type ImportPlaceNames,
  type ImportRequest,
  type ImportResult,
  type ImportRowResult,
  type ListingInput,
  type LocationSelection,
  type Place,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import { normalizeName, slugify } from '../../geo/geo-names';
import type { GeoService } from '../../geo/geo.service';
import type { AuthUser, UsersService } from '../../users/users.service';
import type { FeaturesRepository } from '../features/features.repository';
import type { ListingsService } from '../crud/listings.service';

export interface ListingsImportDeps {
  listings: ListingsService;
  geo: GeoService;
  users: UsersService;
  features: FeaturesRepository;
}

/** Place levels a sheet names, top down, with the column each comes from. */
const LEVELS = [
  ['country', 'country'],
  ['region', 'region'],
  ['district', 'district'],
  ['city', 'city'],
  ['area', 'area'],
] as const satisfies readonly (readonly [keyof ImportPlaceNames, GeoLevel])[];

/** How many same-named places one look-up considers (exact names rank first). */
const CANDIDATES = 50;

type Resolved = { ok: true; input: ListingInput } | { ok: false; errors: FieldErrors };

/**
 * Import of listings from a spreadsheet (issue 6, ADR 0015). Each row is read with the contract's
 * `readImportRow` (as the browser's preview does), its place names, feature names and agent are
 * resolved here, and it is created through the listings service: one transaction per row, so a
 * row is saved whole or not at all, and a bad row never stops the good ones.
 */
export function createListingsImportService(deps: ListingsImportDeps) {
  const { geo, users } = deps;

  /** One request's look-ups, so 100 rows in Kololo ask the database once. */
  function lookups() {
    const places = new Map<string, Promise<Place[]>>();
    let features: Promise<Map<string, string>> | undefined;
    return {
      /** Places of a level by name: the exact name, else the name with its level ("Wakiso District"). */
      places(level: GeoLevel, name: string, countryId: string | undefined) {
        const wanted = normalizeName(name);
        const key = `${level}|${countryId ?? ''}|${wanted}`;
        let found = places.get(key);
        if (!found) {
          found = geo
            .autocomplete({
              q: name,
              limit: CANDIDATES,
              countryId,
              levels: [level],
              includeDisabled: false,
            })
            .then(({ data }) => {
              const exact = data.filter((p) => normalizeName(p.name) === wanted);
              return exact.length
                ? exact
                : data.filter((p) => normalizeName(p.name) === `${wanted} ${level}`);
            });
          places.set(key, found);
        }
        return found;
      },
      /** Active features by slug. */
      features() {
        features ??= deps.features
          .active()
          .then((rows) => new Map(rows.map((f) => [f.slug, f.id])));
        return features;
      },
    };
  }
  type Lookups = ReturnType<typeof lookups>;

  /** The names, top down: each must exist once under the places already found above it. */
  async function locate(
    names: ImportPlaceNames,
    look: Lookups,
  ): Promise<{ selection: LocationSelection } | { errors: FieldErrors }> {
    const chain: string[] = [];
    let deepest: Place | undefined;
    let countryId: string | undefined;
    for (const [column, level] of LEVELS) {
      const name = names[column];
      if (!name) continue;
      const found = await look.places(level, name, countryId);
      const under = found.filter((p) => chain.every((id) => p.chain.some((l) => l.id === id)));
      // A neighbourhood named like its division (Makindye in Makindye) is the place meant.
      const fitting = under.filter(
        (p) => !under.some((q) => q !== p && q.chain.some((l) => l.id === p.id)),
      );
      if (fitting.length !== 1) {
        const message =
          fitting.length > 1
            ? ImportMessages.AMBIGUOUS_PLACE(level, name)
            : found.length > 0 && deepest
              ? `${name} is not in ${deepest.name}.`
              : ImportMessages.UNKNOWN_PLACE(level, name);
        return { errors: { [column]: [message] } };
      }
      deepest = fitting[0]!;
      chain.push(deepest.id);
      if (level === 'country') countryId = deepest.id;
    }
    return { selection: deepest!.selection };
  }

  /** Coordinates alone: the neighbourhood or town they fall in. */
  async function placeAt(latitude: number, longitude: number) {
    try {
      return (await geo.reverse(latitude, longitude)).place.selection;
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 404) return null;
      throw e;
    }
  }

  /** The agent the row names: an agent of the caller's agency (admins: of any agency). */
  async function agentOf(user: AuthUser, email: string | null): Promise<string | FieldErrors> {
    const admin = isAdminRole(user.role);
    if (!email) return admin ? { agentEmail: [ImportMessages.ADMIN_NEEDS_AGENT] } : user.id;
    const id = await users.findIdByEmail(email);
    const agent = id ? await users.findRecord(id) : null;
    const fits =
      agent &&
      AGENT_ROLES.includes(agent.role) &&
      agent.agencyId &&
      (admin || agent.agencyId === user.agencyId);
    if (!fits)
      return {
        agentEmail: [admin ? ListingsMessages.AGENT_INVALID : ImportMessages.AGENT_UNKNOWN],
      };
    return agent.id;
  }

  /** The row as a listing form with ids, or every problem the database found in it. */
  async function resolve(
    user: AuthUser,
    values: ImportRequest['rows'][number]['values'],
    look: Lookups,
  ): Promise<Resolved> {
    const check = readImportRow(values);
    if (!check.ok) return check;
    const errors: FieldErrors = {};
    const { input } = check;

    let location: LocationSelection | null = null;
    if (check.places) {
      const found = await locate(check.places, look);
      if ('errors' in found) Object.assign(errors, found.errors);
      else location = found.selection;
    } else if (input.latitude != null && input.longitude != null) {
      location = await placeAt(input.latitude, input.longitude);
      if (!location)
        errors.latitude = ['No known place near these coordinates: give the place names.'];
    }

    const known = await look.features();
    const unknown = check.featureNames.filter((n) => !known.has(slugify(n)));
    if (unknown.length) errors.features = [ImportMessages.UNKNOWN_FEATURES(unknown)];

    const agent = await agentOf(user, check.agentEmail);
    if (typeof agent !== 'string') Object.assign(errors, agent);

    if (Object.keys(errors).length > 0 || !location || typeof agent !== 'string')
      return { ok: false, errors };
    return {
      ok: true,
      input: {
        ...input,
        location,
        features: [...new Set(check.featureNames.map((n) => known.get(slugify(n))!))],
        agentId: agent,
      },
    };
  }

  /** A refused create (400 with field details) as the row's messages, by sheet column. */
  function errorsOf(e: AppError): FieldErrors {
    const fields = (e.details as { fields?: FieldErrors } | undefined)?.fields;
    if (!fields) return { [WHOLE_ROW]: [e.message] };
    const errors: FieldErrors = {};
    for (const [path, messages] of Object.entries(fields))
      (errors[importColumnOf(path)] ??= []).push(...messages);
    return errors;
  }

  return {
    /**
     * Saves the good rows and reports the bad ones. Agents and super agents import for their
     * agency; admins too, each row naming its agent (agentEmail).
     */
    async importRows(
      user: AuthUser,
      rows: ImportRequest['rows'],
      onUnexpected: (error: unknown, row: number) => void,
    ): Promise<ImportResult> {
      if (!isAdminRole(user.role) && !user.agencyId)
        throw new AppError(404, 'NO_AGENCY', ListingsMessages.NO_AGENCY);
      // Refused as a whole, not row by row: the caller may not write at all (issue 39).
      await deps.listings.assertCanWrite(user);
      const look = lookups();
      const results: ImportRowResult[] = [];
      for (const { row, values } of rows) {
        try {
          const resolved = await resolve(user, values, look);
          if (!resolved.ok) {
            results.push({ row, ok: false, errors: resolved.errors });
            continue;
          }
          const listing = await deps.listings.create(user, resolved.input);
          results.push({ row, ok: true, id: listing.id });
        } catch (e) {
          if (e instanceof AppError && e.statusCode < 500) {
            results.push({ row, ok: false, errors: errorsOf(e) });
          } else {
            // The row's transaction rolled back; the rows before it stay saved and are reported.
            onUnexpected(e, row);
            results.push({ row, ok: false, errors: { [WHOLE_ROW]: [ImportMessages.ROW_FAILED] } });
          }
        }
      }
      const saved = results.filter((r) => r.ok).length;
      return { results, saved, failed: results.length - saved };
    },
  };
}
export type ListingsImportService = ReturnType<typeof createListingsImportService>;
