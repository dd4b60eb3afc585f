-- Untitled photos (issue 34): an album drop or a ZIP titled a phone's photo from its file name,
-- so IMG_20260712_1234.jpg became "IMG" (1.0.0) and a nameless file "Foto 3". Such photos are now
-- untitled: the site shows no heading over them and names them by their caption, else by their
-- album and number. Only the titles those versions made are cleared; a title a person typed stays.
UPDATE "Photo" SET "alt" = ''
WHERE "alt" ~ '^Foto [0-9]+$'
   OR lower("alt") IN ('img', 'imgp', 'cimg', 'dsc', 'dscn', 'dscf', 'dcim', 'pxl', 'mvimg', 'vid', 'pic', 'pict', 'photo', 'image', 'gopr', 'dji', 'p');
