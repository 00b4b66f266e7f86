-- functions/user_registered_event.sql
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
--> statement-breakpoint
-- One row per account made, in the insert's own transaction: no account without its event.
CREATE TRIGGER user_registered_event AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_registered_event();
