-- search_text keeps only a course's own words (title, summary, tags); searchCourses matches category and lecturer
-- names through their links at query time, so renaming either never leaves stale names in this column.
UPDATE "courses" SET "search_text" = lower(concat_ws(' ', "title", "summary", array_to_string("tags", ' ')));
