-- 待办 live: a task that opens for someone, or leaves them (completed, rejected, cancelled, handed to
-- someone else), tells the sockets of everyone it was or is offered to, on every replica, at commit
-- ({"type":"tasks","to":[["u",userId],["r",roleId],["d",deptId]]} on the events channel; identical
-- notifications of a transaction fold into one). The hub matches users, roles and departments of
-- the sockets it holds; nobody else hears of it. Too many to name: every socket is told (`all`).
CREATE OR REPLACE FUNCTION notify_tasks_send(targets jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  IF targets IS NULL OR jsonb_array_length(targets) = 0 THEN RETURN; END IF;
  payload := jsonb_build_object('type', 'tasks', 'to', targets)::text;
  IF length(payload) > 7000 THEN payload := '{"type":"tasks","all":true}'; END IF;
  PERFORM pg_notify('zj_events', payload);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_tasks_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_tasks_send((SELECT jsonb_agg(DISTINCT jsonb_build_array('u', n.assignee_id))
    FROM new_rows n WHERE n.status = 'open' AND n.assignee_id IS NOT NULL));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_tasks_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_tasks_send((SELECT jsonb_agg(DISTINCT jsonb_build_array('u', u.id)) FROM (
    SELECT unnest(ARRAY[o.assignee_id, o.owner_id, n.assignee_id, n.owner_id]) AS id
    FROM old_rows o JOIN new_rows n ON n.task_id = o.task_id
    WHERE (o.status = 'open' OR n.status = 'open')
      AND (o.status IS DISTINCT FROM n.status OR o.assignee_id IS DISTINCT FROM n.assignee_id
        OR o.owner_id IS DISTINCT FROM n.owner_id)
  ) u WHERE u.id IS NOT NULL));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_task_candidates_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_tasks_send((SELECT jsonb_agg(DISTINCT jsonb_build_array(n.kind, n.ref_id)) FROM new_rows n));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_task_candidates_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_tasks_send((SELECT jsonb_agg(DISTINCT jsonb_build_array(o.kind, o.ref_id)) FROM old_rows o));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wf_task_opened" AFTER INSERT ON "wf_task" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tasks_opened();--> statement-breakpoint
CREATE TRIGGER "wf_task_moved" AFTER UPDATE ON "wf_task" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tasks_moved();--> statement-breakpoint
CREATE TRIGGER "wf_task_candidate_added" AFTER INSERT ON "wf_task_candidate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_task_candidates_added();--> statement-breakpoint
CREATE TRIGGER "wf_task_candidate_gone" AFTER DELETE ON "wf_task_candidate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_task_candidates_gone();
