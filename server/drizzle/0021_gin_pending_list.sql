-- The trigram indexes keep at most 64 kB of new names pending (4 MB by default): the insert that fills the list merges
-- it into the index, and a merge of 4 MB held PGlite's one database for over 100 ms. Set in place: nothing is rebuilt.
ALTER INDEX "products_name_ru_words_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_name_en_words_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_name_ru_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_name_en_search_idx" SET (gin_pending_list_limit = 64);
