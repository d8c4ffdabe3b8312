CREATE TABLE "sys_module" (
	"module_name" varchar(50) PRIMARY KEY NOT NULL,
	"menu_ids" text DEFAULT '' NOT NULL,
	"install_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The modules of this release, whose menus earlier migrations enabled: recorded as installed, so
-- the seed does not enable their menus again (an administrator's later changes stay).
INSERT INTO "sys_module" ("module_name", "menu_ids") VALUES
  ('configs', '106,1040,1041,1042,1043,1044,1'),
  ('files', ''),
  ('posts', '104,1020,1021,1022,1023,1024,1'),
  ('dicts', '105,1030,1031,1032,1033,1034,1'),
  ('notices', '107,1050,1051,1052,1053,1'),
  ('depts', '103,1070,1071,1072,1073,1'),
  ('menus', '102,1060,1061,1062,1063,1'),
  ('logininfor', '501,1090,1091,1092,1093,108,1'),
  ('users', '100,1000,1001,1002,1003,1004,1005,1006,1'),
  ('roles', '101,1010,1011,1012,1013,1014,1'),
  ('auth', ''),
  ('operlog', '500,1080,1081,1082,108,1'),
  ('online', '109,1100,1101,1'),
  ('messages', ''),
  ('projects', '1110,2,1111,1112,1113,1114,111,1,236'),
  ('project-roles', '520,1120,1121,1122,1123,233,2,521,1130,1131,1132,522')
ON CONFLICT DO NOTHING;
