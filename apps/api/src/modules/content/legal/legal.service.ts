import {
  ContentErrorCode,
  LEGAL_DOCUMENTS,
  LegalMessages,
  type LegalAccept,
  type LegalStatus,
  type LegalVersions,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { LegalRepository } from './legal.repository';

export const staleLegal = () =>
  new AppError(409, ContentErrorCode.STALE_LEGAL, LegalMessages.STALE_LEGAL);

/**
 * Legal acceptance (issue 44, ADR 0044): the current terms (privacy) version is the version of
 * the published `terms` (`privacy`) page, so each published save asks every user again, once.
 */
export function createLegalService(deps: { repo: LegalRepository }) {
  const { repo } = deps;

  /** Refuses (409) versions that are not the ones published now, or a document not published. */
  async function assertCurrent(versions: LegalAccept): Promise<void> {
    const current = await repo.current();
    if (LEGAL_DOCUMENTS.some((d) => current[d] === null || current[d] !== versions[d]))
      throw staleLegal();
  }

  /** The documents whose published version this user has not accepted yet. */
  async function status(userId: string): Promise<LegalStatus> {
    const current = await repo.current();
    const accepted = await repo.accepted(userId, current);
    const pending = LEGAL_DOCUMENTS.filter((d) => current[d] !== null && !accepted(d));
    return { current, pending };
  }

  return {
    current: (): Promise<LegalVersions> => repo.current(),
    assertCurrent,
    status,

    /** Accepts the versions shown, if they are still the current ones; twice is harmless. */
    async accept(userId: string, versions: LegalAccept): Promise<LegalStatus> {
      await assertCurrent(versions);
      await repo.accept(userId, versions);
      return status(userId);
    },

    /** Stores versions already checked (registration checks before the account exists). */
    record: (userId: string, versions: LegalAccept) => repo.accept(userId, versions),
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
