import { createHash, randomBytes } from 'node:crypto';
import {
  AgenciesErrorCode,
  AgenciesMessages,
  agentRoleSchema,
  INVITATION_DAYS,
  isAdminRole,
  type Invitation,
  type InvitationPreview,
} from '@afrinest/contract';
import { assertOwnAgency } from '../../platform/auth/access';
import type { AgencyEntitlements } from './agency-entitlements';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser, UsersService } from '../users/users.service';
import type { AgenciesRepository, InvitationRow } from './agencies.repository';
import type { AgenciesService } from './agencies.service';
import type { AgentsService } from './agents.service';
import { invitationMail } from './invitation-mail';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 24 * 3600 * 1000;

const toDto = (r: InvitationRow): Invitation => ({
  id: r.id,
  agencyId: r.agencyId,
  email: r.email,
  name: r.name,
  role: agentRoleSchema.catch('AGENT').parse(r.role),
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  acceptedAt: r.acceptedAt?.toISOString() ?? null,
});

const invalid = () =>
  new AppError(410, AgenciesErrorCode.INVITATION_INVALID, AgenciesMessages.INVITATION_INVALID);

/**
 * Invitations to join an agency (ADR 0009). The mail's link carries a random token (only its
 * hash is stored); opening it lets a new person choose a password, or an existing account sign
 * in, and join. The link proves the address, so a new account starts verified.
 */
export function createInvitationsService(deps: {
  repo: AgenciesRepository;
  agencies: AgenciesService;
  agents: AgentsService;
  users: UsersService;
  audit: AuditService;
  mailer: Mailer;
  /** Creates an account with a password through the identity provider; answers its id. */
  createAccount: (input: { email: string; name: string; password: string }) => Promise<string>;
  assertRegistrationAllowed: () => Promise<void>;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
  entitlements: AgencyEntitlements;
}) {
  const { repo, agencies, agents, users, audit, mailer } = deps;

  async function openByToken(token: string): Promise<InvitationRow> {
    const inv = await repo.invitationByHash(hash(token));
    if (!inv || inv.acceptedAt || inv.revokedAt || inv.expiresAt.getTime() <= Date.now())
      throw invalid();
    return inv;
  }

  return {
    /**
     * Sends an invitation. A SUPER_AGENT invites agents to their own agency; an admin may invite
     * either role to any agency (how an agency gets its first SUPER_AGENT).
     */
    async invite(
      actor: AuthUser,
      agencyId: string,
      input: { email: string; name: string; role?: 'AGENT' | 'SUPER_AGENT' },
    ): Promise<Invitation> {
      assertOwnAgency(actor, agencyId);
      if (!isAdminRole(actor.role)) await agents.assertActive(actor);
      const agency = await agencies.findOr404(agencyId);
      const role = isAdminRole(actor.role) ? (input.role ?? 'AGENT') : 'AGENT';
      const existing = await users.findIdByEmail(input.email);
      if (existing) {
        const u = await users.findRecord(existing);
        if (u && (isAdminRole(u.role) || (u.agencyId && u.agencyId !== agencyId)))
          throw conflict(AgenciesMessages.ALREADY_IN_AGENCY, AgenciesErrorCode.ALREADY_IN_AGENCY);
      }
      const token = randomBytes(24).toString('base64url');
      // One open invitation per address and agency: a second would send a second link (issue 39).
      const values = {
        agencyId,
        email: input.email,
        name: input.name,
        role,
        tokenHash: hash(token),
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      };
      // A super agent's invitation takes an agent seat, checked under the agency's lock (issue
      // 41); an admin's (an agency's first super agent) is not counted against it.
      const row = isAdminRole(actor.role)
        ? await repo.insertInvitationUnlessOpen(values)
        : await deps.entitlements.withSeat(agencyId, (exec) =>
            repo.insertInvitationUnlessOpen(values, exec),
          );
      if (!row)
        throw conflict(AgenciesMessages.INVITATION_PENDING, AgenciesErrorCode.INVITATION_PENDING);
      await audit.record({
        actorId: actor.id,
        action: 'agency.invitation.send',
        entity: 'agency',
        entityId: agencyId,
        before: null,
        after: { email: input.email, role },
      });
      // The outbox keeps the mail even when SMTP fails, so the invitation is never lost.
      await mailer
        .send(
          invitationMail({
            to: input.email,
            name: input.name,
            agency: agency.name,
            role,
            url: `${deps.webUrl}/join-agency/${token}`,
            days: INVITATION_DAYS,
            product: deps.product,
          }),
        )
        .catch(deps.onMailError);
      return toDto(row);
    },

    async listOpen(actor: AuthUser, agencyId: string): Promise<Invitation[]> {
      assertOwnAgency(actor, agencyId);
      // An unknown agency is not found, not an empty list (issue 39).
      await agencies.findOr404(agencyId);
      return (await repo.openInvitations(agencyId)).map(toDto);
    },

    /**
     * Takes an open invitation back: its link stops working at once. `agencyId`, when given (the
     * admin route names the agency), must be the invitation's own, else it is not found there.
     */
    async revoke(actor: AuthUser, id: string, agencyId?: string): Promise<void> {
      const inv = await repo.invitationById(id);
      if (!inv || (agencyId && inv.agencyId !== agencyId))
        throw notFound(AgenciesMessages.INVITATION_NOT_FOUND);
      assertOwnAgency(actor, inv.agencyId);
      if (!(await repo.closeInvitation(id, 'revokedAt'))) throw invalid();
      await audit.record({
        actorId: actor.id,
        action: 'agency.invitation.revoke',
        entity: 'agency',
        entityId: inv.agencyId,
        before: { email: inv.email },
        after: null,
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const inv = await openByToken(token);
      const agency = await agencies.findOr404(inv.agencyId);
      return {
        agencyName: agency.name,
        email: inv.email,
        name: inv.name,
        role: agentRoleSchema.catch('AGENT').parse(inv.role),
        accountExists: !!(await users.findIdByEmail(inv.email)),
      };
    },

    /**
     * Accepts: a new address creates its account (name and password), an existing one must be
     * the signed-in caller. The account joins the agency with the invitation's role.
     */
    async accept(
      token: string,
      caller: AuthUser | null,
      input: { name?: string; password?: string },
    ): Promise<{ email: string; agencyId: string }> {
      const inv = await openByToken(token);
      let userId = await users.findIdByEmail(inv.email);
      if (userId) {
        if (!caller) throw unauthorized();
        if (caller.id !== userId)
          throw new AppError(
            403,
            AgenciesErrorCode.INVITATION_WRONG_ACCOUNT,
            AgenciesMessages.INVITATION_WRONG_ACCOUNT,
          );
      } else {
        const details: Record<string, string[]> = {};
        if (!input.name) details.name = ['Enter your name.'];
        if (!input.password) details.password = ['Choose a password.'];
        if (Object.keys(details).length)
          throw badRequest('Some fields are not valid.', { fields: details });
        await deps.assertRegistrationAllowed();
      }
      const existing = userId ? await users.findRecord(userId) : null;
      if (
        existing &&
        (isAdminRole(existing.role) || (existing.agencyId && existing.agencyId !== inv.agencyId))
      )
        throw conflict(AgenciesMessages.ALREADY_IN_AGENCY, AgenciesErrorCode.ALREADY_IN_AGENCY);
      // Closed first, atomically: a link used twice at once joins once.
      if (!(await repo.closeInvitation(inv.id, 'acceptedAt'))) throw invalid();
      userId ??= await deps.createAccount({
        email: inv.email,
        name: input.name!,
        password: input.password!,
      });
      // A SUPER_AGENT of this agency keeps the role when accepting a plain agent invitation.
      const role = existing?.role === 'SUPER_AGENT' ? 'SUPER_AGENT' : inv.role;
      await users.update(userId, {
        role: role as 'AGENT',
        agencyId: inv.agencyId,
        emailVerified: true,
      });
      await agents.ensureProfile(userId);
      await audit.record({
        actorId: userId,
        action: 'agency.invitation.accept',
        entity: 'agency',
        entityId: inv.agencyId,
        before: existing ? { role: existing.role, agencyId: existing.agencyId } : null,
        after: { role, agencyId: inv.agencyId },
      });
      return { email: inv.email, agencyId: inv.agencyId };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
