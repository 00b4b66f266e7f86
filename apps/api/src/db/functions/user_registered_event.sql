-- user.registered (issue 45, ADR 0045): better-auth inserts accounts in a statement of its own,
-- with no transaction we can join, so the outbox row is written by the insert itself.
CREATE OR REPLACE FUNCTION user_registered_event() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  insert into event_outbox (type, agency_id, data)
  values ('user.registered', null, jsonb_build_object(
    'id', new.id,
    'name', new.name,
    'email', new.email,
    'role', new.role,
    'createdAt', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  return new;
end
$$;
