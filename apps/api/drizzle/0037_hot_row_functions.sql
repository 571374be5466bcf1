-- One call of a throttle (services/throttle.ts) in one statement: takes one call of each key's
-- allowance (GCRA: a key's row holds its theoretical arrival time), or none of them. Answers 0
-- when taken, else the seconds until the first refusing key has room again. A statement is its own
-- transaction, so a busy key's row (every visitor of a form takes it) is locked for microseconds,
-- not across the client's round trips; the commit does not wait for the disk (a count lost in a
-- crash costs nothing).
CREATE OR REPLACE FUNCTION throttle_take(
  p_bucket text,
  p_keys text[],
  p_steps double precision[],
  p_window_seconds integer
) RETURNS double precision
LANGUAGE plpgsql AS $$
DECLARE
  v_window interval := make_interval(secs => p_window_seconds);
  v_step interval;
  v_wait double precision;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  BEGIN
    FOR i IN 1 .. coalesce(array_length(p_keys, 1), 0) LOOP
      v_step := make_interval(secs => p_steps[i]);
      INSERT INTO throttle_keys AS t (bucket, key, tat)
        VALUES (p_bucket, p_keys[i], now() + v_step)
        ON CONFLICT (bucket, key) DO UPDATE SET tat = greatest(t.tat, now()) + v_step
        WHERE greatest(t.tat, now()) + v_step <= now() + v_window;
      IF NOT FOUND THEN
        SELECT extract(epoch FROM t.tat + v_step - now() - v_window)::float8 INTO v_wait
          FROM throttle_keys t WHERE t.bucket = p_bucket AND t.key = p_keys[i];
        -- Undoes what the keys before this one took.
        RAISE EXCEPTION USING ERRCODE = 'FT429';
      END IF;
    END LOOP;
  EXCEPTION WHEN SQLSTATE 'FT429' THEN
    RETURN greatest(coalesce(v_wait, 1), 0.001);
  END;
  RETURN 0;
END $$;
--> statement-breakpoint
-- Keeps a term as the user's latest search in the organization (services/search/search.ts), the
-- same term in any case once, and only the latest `p_keep`. One user's searches take their turn
-- on an advisory lock (two at once would each delete the other's row), held for the statement
-- alone; the commit does not wait for the disk (a recent term lost in a crash costs nothing).
CREATE OR REPLACE FUNCTION remember_search_term(
  p_user_id text,
  p_org_id text,
  p_term text,
  p_keep integer
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext('recent-searches:' || p_user_id || ':' || p_org_id));
  INSERT INTO recent_searches (user_id, org_id, term, searched_at)
    VALUES (p_user_id, p_org_id, p_term, now())
    ON CONFLICT (user_id, org_id, lower(term))
    DO UPDATE SET term = excluded.term, searched_at = excluded.searched_at;
  DELETE FROM recent_searches r
    WHERE r.user_id = p_user_id AND r.org_id = p_org_id AND r.searched_at < (
      SELECT searched_at FROM recent_searches
      WHERE user_id = p_user_id AND org_id = p_org_id
      ORDER BY searched_at DESC OFFSET p_keep - 1 LIMIT 1);
END $$;
--> statement-breakpoint
-- One kind of the global search (services/search/search.ts) in one statement. The settings the
-- query needs are the function's own (a SET clause applies while its query is planned), so a
-- search needs no transaction to hold them: three kinds are three statements, side by side on the
-- pool's connections. The GIN indexes are the way in (a plan that reads the organization's rows
-- one by one and computes each one's similarity costs seconds at 100,000 contacts), and typos are
-- forgiven down to a word similarity of 0.4 (a typo costs about half of a short word's trigrams:
-- "Lovlace" shares 0.55 of its trigrams with "ada lovelace", under pg_trgm's default of 0.6). The query is planned for the values at hand
-- (EXECUTE), as the kind's partial indexes need. See searchKind for what each part does.
CREATE OR REPLACE FUNCTION search_kind(
  p_kind text,
  p_org_id text,
  p_event_ids text[],
  p_needle text,
  p_like text,
  p_query text,
  p_plain boolean,
  p_with_like boolean,
  p_fuzzy boolean,
  p_cap integer,
  p_hits integer
) RETURNS TABLE (
  id text,
  name text,
  detail text,
  event_id text,
  event_name text,
  score double precision,
  total bigint
)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET pg_trgm.word_similarity_threshold = 0.4
AS $$
DECLARE
  v_query text := CASE WHEN p_plain THEN 'plainto_tsquery(''simple'', $4)' ELSE 'to_tsquery(''simple'', $4)' END;
  v_scope text := format('e.entity_type = %L and e.org_id = $1 and e.event_id = any($2)', p_kind);
  v_exact text := CASE WHEN p_with_like THEN format('(e.tsv @@ %s or e.terms like $5)', v_query)
                       ELSE format('e.tsv @@ %s', v_query) END;
  v_fuzzy text := CASE WHEN p_fuzzy THEN '$3 <% lower(e.name)' ELSE 'false' END;
BEGIN
  RETURN QUERY EXECUTE format($q$
    with exact as (
      select e.entity_id, e.name, e.detail, e.event_id, e.terms, e.tsv
      from search_entries e
      where %1$s and %2$s
      limit $6 + 1
    ), fuzzy as (
      select e.entity_id, e.name, e.detail, e.event_id, e.terms, e.tsv
      from search_entries e
      where (select count(*) from exact) < $7 and %1$s and %3$s
        and e.entity_id not in (select entity_id from exact)
      limit $6 + 1
    ), found as (
      select *, 0 as phase from exact
      union all
      (select *, 1 as phase from fuzzy limit $6 + 1 - (select count(*) from exact))
    ), ranked as (
      select entity_id, name, detail, event_id, phase,
             greatest(word_similarity($3, lower(name)),
                      case when terms like $5 then 1 else 0 end,
                      ts_rank(tsv, %4$s)) as score
      from found
      order by phase, score desc, lower(name), entity_id
      limit $7
    )
    select r.entity_id, r.name, r.detail, r.event_id, ev.name, r.score::float8,
           (select count(*) from found)
    from ranked r join events ev on ev.id = r.event_id
    order by r.phase, r.score desc, lower(r.name), r.entity_id$q$,
    v_scope, v_exact, v_fuzzy, v_query)
  USING p_org_id, p_event_ids, p_needle, p_query, p_like, p_cap, p_hits;
END $$;
