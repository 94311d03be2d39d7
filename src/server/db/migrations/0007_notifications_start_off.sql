-- Reminder and push switches start off and turn on only when the browser allows notifications. Nothing was ever
-- sent with the old defaults (no subscription existed), so stored "on" values are turned off; email is left as it is.
UPDATE "users"
SET "settings" = jsonb_set(
  "settings",
  '{notifications}',
  ("settings" -> 'notifications') || '{"dailyReminders": false, "weeklyProgress": false, "achievements": false, "push": false}'::jsonb
)
WHERE jsonb_typeof("settings" -> 'notifications') = 'object';
