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
