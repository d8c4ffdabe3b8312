-- The web asks for the initial password at first login now: turn RuoYi's rule on in databases
-- seeded with it off (new databases get 1 from the seed, which runs after the migrations and
-- never overwrites a row). A value an administrator saved (update_time set) is theirs: kept.
UPDATE "sys_config" SET "config_value" = '1'
WHERE "config_key" = 'sys.account.initPasswordModify' AND "config_value" = '0' AND "update_time" IS NULL;
