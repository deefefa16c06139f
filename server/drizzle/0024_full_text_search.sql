-- Listings are found by every word of their name and description, stemmed, and by trigrams of the name (README "Search").
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "rent_products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "rent_products_search_idx" ON "rent_products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "rent_products_name_trgm_idx" ON "rent_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin (lower("name") gin_trgm_ops);