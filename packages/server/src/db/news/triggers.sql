-- The database's news of a member's changed rows (decision 0430): every statement that inserts, updates or
-- deletes rows of a watched table sends pg_notify('portal_member_news', '<topic> <user id> <client id>') for each
-- member it touched, and '<topic> *' after a truncate. PostgreSQL hands it to every listening API process once the
-- writer commits, so the values they keep for those members stop serving. The topic is the trigger's argument; a
-- table is watched by the four triggers the DO block at the end gives it. Tables of the client's rows send news of
-- the client instead (client_news, conversation_news: decision 0450). Appended to the generated migrations by
-- `npm run db:generate`.
CREATE FUNCTION member_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM new_rows) m;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id)
      FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows) m;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM old_rows) m;
  ELSE
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' *');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The news of rows that belong to a client rather than to one member (events, coaches, staff links, names): sent as
-- '<topic> 0 <client id>' for every client a statement touched. User id 0 is nobody: it tells every listener that any
-- of the client's members may be concerned, and the values kept by client (the staff's views, an event's page) drop
-- all of the client's.
CREATE FUNCTION client_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id) FROM (SELECT DISTINCT client_id FROM new_rows) m;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id)
      FROM (SELECT client_id FROM new_rows UNION SELECT client_id FROM old_rows) m;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id) FROM (SELECT DISTINCT client_id FROM old_rows) m;
  ELSE
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' *');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same for the rows of a chat conversation (messages, read marks), which carry no client: the conversation's.
-- A conversation deleted takes its rows with it, and its own news says so.
CREATE FUNCTION conversation_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id)
      FROM (SELECT DISTINCT c.client_id FROM new_rows n JOIN chat_conversations c ON c.id = n.conversation_id) m;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id)
      FROM (SELECT c.client_id FROM new_rows n JOIN chat_conversations c ON c.id = n.conversation_id
            UNION SELECT c.client_id FROM old_rows o JOIN chat_conversations c ON c.id = o.conversation_id) m;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id)
      FROM (SELECT DISTINCT c.client_id FROM old_rows o JOIN chat_conversations c ON c.id = o.conversation_id) m;
  ELSE
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' *');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Which tables send which news (TABLE_NEWS in topics.ts says the same; triggers.int.test.ts checks them), by their four
-- statement triggers.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('bookings', 'bookings', 'member_news'),
    ('notifications', 'notifications', 'member_news'),
    ('users', 'users', 'client_news'),
    ('video_staff', 'staff', 'client_news'),
    ('coach_accounts', 'staff', 'client_news'),
    ('chat_conversations', 'chat', 'client_news'),
    ('chat_messages', 'chat', 'conversation_news'),
    ('chat_read_state', 'chat', 'conversation_news'),
    ('coaches', 'coaching', 'client_news'),
    ('coaching_slots', 'coaching', 'client_news'),
    ('corporate_events', 'events', 'client_news'),
    ('corporate_event_dates', 'events', 'client_news'),
    ('corporate_event_slots', 'events', 'client_news'),
    ('corporate_event_registrations', 'events', 'client_news'),
    ('office_locations', 'locations', 'client_news')
  ) AS v(tbl, topic, fn) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.tbl || '_news_insert', watched.tbl, watched.fn, watched.topic);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.tbl || '_news_update', watched.tbl, watched.fn, watched.topic);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.tbl || '_news_delete', watched.tbl, watched.fn, watched.topic);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.tbl || '_news_truncate', watched.tbl, watched.fn, watched.topic);
  END LOOP;
END
$$;

--> statement-breakpoint
-- The chat tables' news, one row at a time (decision 0580): a chat message is the hottest write (bench:chat, 500
-- connections), and the statement triggers' transition tables and their query made every message cost PostgreSQL
-- about twice the CPU of the write itself. A row trigger reads the client from the row (chat_conversations) or
-- from its conversation by primary key (chat_messages, chat_read_state). The news is the same:
-- '<topic> 0 <client id>', and PostgreSQL still folds identical notifications within a transaction, so a
-- statement touching many rows of one client sends one. A truncate still sends '<topic> *' by its statement
-- trigger (client_news, conversation_news).
CREATE FUNCTION client_news_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || OLD.client_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || NEW.client_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A row of a conversation deleted with its conversation finds none: the conversation's own news says so.
CREATE FUNCTION conversation_news_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id) FROM chat_conversations WHERE id = OLD.conversation_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' 0 ' || client_id) FROM chat_conversations WHERE id = NEW.conversation_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The chat tables' insert, update and delete triggers fire per row (their truncate trigger stays as it was).
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('chat_conversations', 'chat', 'client_news_row'),
    ('chat_messages', 'chat', 'conversation_news_row'),
    ('chat_read_state', 'chat', 'conversation_news_row')
  ) AS v(tbl, topic, fn) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched.tbl || '_news_insert', watched.tbl);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched.tbl || '_news_update', watched.tbl);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched.tbl || '_news_delete', watched.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I FOR EACH ROW EXECUTE FUNCTION %I(%L)', watched.tbl || '_news_insert', watched.tbl, watched.fn, watched.topic);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION %I(%L)', watched.tbl || '_news_update', watched.tbl, watched.fn, watched.topic);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I(%L)', watched.tbl || '_news_delete', watched.tbl, watched.fn, watched.topic);
  END LOOP;
END
$$;
